// generated from spec/routes.yaml by npm run generate — do not edit
import type { OperationId } from './api/operations.js';
import type { FormId } from './forms/index.js';
import type { FormatName, LabelName } from './display.js';

export type { FormId };

export const platform = '信阳茶产业服务平台';

export type RouteName =
  | 'index'
  | 'login'
  | 'forgetpassword'
  | 'grReg'
  | 'frReg'
  | 'leadNews'
  | 'tjlist'
  | 'gzlist'
  | 'dsplist'
  | 'twlist'
  | 'learnPX'
  | 'xyChaqi'
  | 'xuexiDetail'
  | 'xyChaqiD'
  | 'leaddetail'
  | 'twdetail'
  | 'yshIndex'
  | 'bigDeal'
  | 'pubcInfo'
  | 'pubPro'
  | 'cgdetail'
  | 'prodetail'
  | 'bannerDetail'
  | 'pbSelection'
  | 'pbSelectionDetail'
  | 'toupiaoList'
  | 'toupiaoDetail'
  | 'ranking'
  | 'yslist'
  | 'ysServiceDetail'
  | 'pubjob'
  | 'honorHall'
  | 'honorHallDetail'
  | 'teaHonor'
  | 'chajiService'
  | 'chajiDetail'
  | 'chaCulture'
  | 'hddetail'
  | 'showRoom'
  | 'qydetail'
  | 'newGuide'
  | 'about'
  | 'aboutLiuyan'
  | 'aboutflv'
  | 'search'
  | 'userysh'
  | 'pubEssay'
  | 'pubVideo'
  | 'pubAsk'
  | 'workManage'
  | 'opusData'
  | 'etcData'
  | 'commentManage'
  | 'yshRz'
  | 'ggDetail'
  | 'contentDetail'
  | 'teaLoanApply'
  | 'chaScenery'
  | 'chaIndex'
  | 'moreNotice'
  | 'moreNoticewz'
  | 'seoInfo'
  | 'flowerMarket'
  | 'allclass'
  | 'salesList'
  | 'user'
  | 'myJifen'
  | 'mySC'
  | 'myevaluate'
  | 'myProcure'
  | 'myProcureXQ'
  | 'myProcuresj'
  | 'inviteFriend'
  | 'browseHistory'
  | 'task'
  | 'myTicket'
  | 'myTicketXQ'
  | 'zgzgMypub'
  | 'zgzgMysc'
  | 'userInfo'
  | 'noticeCenter'
  | 'chat'
  | 'noticeDetail'
  | 'Verified'
  | 'deputyOperators'
  | 'cultureManage';

/** Hand-written screens the routes render, each in src/screens/<name>.tsx. */
export type ScreenName =
  | 'chat'
  | 'creator-verification'
  | 'expert-consult'
  | 'fans-data'
  | 'home'
  | 'legal-notice'
  | 'login'
  | 'not-open'
  | 'opus-data'
  | 'sign-in-dialog'
  | 'tea-scenery'
  | 'ticket-charts'
  | 'user-home'
  | 'verified';

/** Cards the generic list pages render a row with, each in src/cards/<name>.tsx. */
export type CardName =
  | 'activity'
  | 'article'
  | 'deputy'
  | 'expert'
  | 'guide'
  | 'hotline'
  | 'job'
  | 'notice'
  | 'question';

export type Shell = 'main' | 'user' | 'creator' | 'bare';

export interface RouteDef {
  path: string;
  name: RouteName;
  title: string;
  /** false: a visitor is sent to the login route */
  public: boolean;
  /** true: a member who is not real-name verified is offered to verify first (corporate accounts pass) */
  realName: boolean;
  shell: Shell;
  keepAlive: boolean;
  /** the query parameters the route reads */
  query: readonly string[];
  /** constants its screen reads (poll intervals, page sizes) */
  options: Readonly<Record<string, string | number | boolean | null>>;
  /** a generated form, a hand-written screen or a generic page */
  render: Render;
  /** another render when the route's query has the values of `when` (the first that matches wins) */
  variants: readonly { when: Readonly<Record<string, string>>; title?: string; render: Render }[];
}

export type Render = { kind: 'form'; form: FormId } | { kind: 'screen'; screen: ScreenName } | HtmlPage | Page;

/** A fixed value of a call input or a condition. */
export type Scalar = string | number | boolean;

/**
 * Input values: fixed, or read from the page — 'record.<path>' (the enclosing record block's record),
 * 'row.<path>' (the list row or comment at hand), 'session.<key>' (the logged-in member), 'query.<p>'.
 */
export type Params = Readonly<Record<string, Scalar>>;

/** One operation and its inputs. */
export interface Call {
  operation: OperationId;
  params: Params;
}

/** A condition's operand: a value read from the page ('scope' is the row at hand, else the record), or a fixed value. */
export type Operand = { ref: 'record' | 'row' | 'session' | 'query' | 'scope'; path: string } | { value: Scalar };

/** `when:` as the generator parsed it; src/lib/conditions.ts interprets it (never eval). */
export type Condition =
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition }
  | { test: Operand; op: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte'; value: Operand }
  | { test: Operand; op: 'in' | 'notIn'; values: readonly Scalar[] }
  | { test: Operand; op: 'empty'; empty: boolean };

/** Who may run an action: a member (the text a visitor is told), real-name verified, a corporate account (the text others are told). */
export interface Gate {
  login?: string;
  realName?: boolean;
  company?: string;
}

/** A piece of a field template: literal text, or a field shown in a format. */
export type TemplatePart = { text: string } | { field: string; format?: FormatName; labels?: LabelName };

export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A value shown on a page: a field (dotted path), a template or a fixed text, labelled and formatted. */
export interface Field {
  field?: string;
  template?: readonly TemplatePart[];
  text?: string;
  label?: string;
  format?: FormatName;
  labels?: LabelName;
  /** tags: a chip per element of a list field */
  as?: 'text' | 'html' | 'image' | 'images' | 'phone' | 'video' | 'avatar' | 'tags';
  when?: Condition;
  tone?: Tone;
  /** a section that takes the record's whole width (long text, HTML, pictures) */
  wide?: boolean;
}

/** What follows a successful call or form: reload the page's data, go back, open the answered URL, or go to a route. */
export type Then = 'reload' | 'back' | 'openUrl' | 'none' | { go: RouteName; query?: Params };

interface ActionBase {
  label?: string;
  when?: Condition;
  gate?: Gate;
  /** asked in a dialog first */
  confirm?: string;
  /** the confirm dialog's title; the action's label otherwise */
  confirmTitle?: string;
  /** a form action's dialog title; the action's label otherwise */
  dialogTitle?: string;
  /** false: a form action on a row starts empty rather than from the row's values */
  edit?: false;
  variant?: 'contained' | 'outlined' | 'text';
  /** shown after success: this text, or the server's msg */
  toast?: string;
  serverMessage?: true;
  then?: Then;
  /** wait this long after the toast before `then` */
  delayMs?: number;
  /** a call's inputs filled from the browser's position; else from the place the `fallback` address field names */
  position?: { lng: string; lat: string; fallback?: string };
  /** shown with this label, not clickable, while the condition holds */
  done?: { label: string; when: Condition };
}

/** One vocabulary of actions for rows, records, buttons and carousel items. */
export type Action = ActionBase &
  (
    | { kind: 'navigate'; route: RouteName; query?: Params }
    | { kind: 'href'; href: string }
    | { kind: 'call'; call: Call }
    | { kind: 'toggle'; field: string; on: Call; off: Call; labels: readonly [string, string]; count?: string; toasts?: readonly [string, string] }
    | { kind: 'form'; form: FormId }
    | { kind: 'reveal'; field: string; masked?: string; format?: FormatName }
    /** value, or link: the whole address of a route of this app */
    | { kind: 'copy'; value?: Scalar; link?: { route: RouteName; query?: Params }; copied: string; failed: string }
    | { kind: 'map'; lng?: string; lat?: string; address?: string; zoom?: number }
    | { kind: 'chat'; to: string; name: string }
    /** an in-app path read from a field; none: 暂未开放 */
    | { kind: 'path'; path: string }
    /** a popover beside the button showing fields of the row or record, each with its label */
    | { kind: 'popover'; items: readonly { label: string; field: string }[] }
  );

/** Where a row leads: the first link whose `when` matches the row. */
export interface OpenLink {
  route: RouteName;
  query?: Params;
  when?: Condition;
  gate?: Gate;
}

/** A row drawn from YAML: image, title, badges, lines and an aside value (a price). */
export interface Item {
  image?: Field;
  title: Field;
  badges?: readonly Field[];
  lines?: readonly Field[];
  aside?: Field;
  layout?: 'row' | 'tile';
}

/** What a list shows: set on the list, overridden per tab. */
export interface ListView {
  operation?: OperationId;
  params?: Params;
  /** the paging inputs (default pageIndex / pageSize), or 'local': the answer is cut into pages here */
  paging?: { index: string; size: string } | 'local';
  card?: CardName;
  item?: Item;
  open?: readonly OpenLink[];
  empty?: string;
  /** rows under a heading per value of this field, in answer order */
  groupBy?: Field;
}

export interface Option {
  label: string;
  /** absent: every value (the parameter is not sent) */
  value?: Scalar;
}

/** A filter sets an input of the list's call; its value lives in the route query under `query`. */
export type Filter =
  | { kind: 'tabs'; param: string; query: string; label?: string; options?: readonly Option[]; default?: Scalar }
  | { kind: 'search'; param: string; query: string; label?: string }
  | { kind: 'select'; param: string; query: string; label?: string; options?: readonly Option[]; from?: { operation: OperationId; params: Params; value: string; label: string } }
  | { kind: 'dateRange'; from: string; to: string; query: string; label?: string };

interface BlockBase {
  when?: Condition;
  /** the block's heading (`title:` beside the block's kind in the YAML) */
  heading?: string;
  /** a heading that shows fields of the record or the answer it sits in */
  headingTemplate?: readonly TemplatePart[];
  more?: { label: string; route: RouteName; query?: Params };
}

/** A paged list of rows with tabs, filters (kept in the route query), row links and actions. */
export interface ListBlock extends BlockBase, ListView {
  kind: 'list';
  params: Params;
  /** absent: one page of everything */
  pageSize?: number;
  tabs?: readonly ({ label: string } & ListView)[];
  /** every record a tab of its own, chosen by a query parameter */
  recordTabs?: { label: string; select?: { query: string; field: string } };
  filters?: readonly Filter[];
  actions?: readonly Action[];
  add?: { label: string; form: FormId };
  columns?: number;
  infinite?: { delayMs: number };
  /** rows from..to (to excluded) of an unpaged answer */
  slice?: { from: number; to?: number };
  /** the prefix of this list's route query keys (page, tab, filters) */
  queryPrefix: string;
  /** a line above the rows: {n} is the answer's total */
  total?: string;
  /** a click chooses the row: these route query keys take its values (row.<field>); the row they name shows chosen */
  select?: Readonly<Record<string, string>>;
}

/** One record, its title, image, meta line, badges, sections and actions; inner blocks read it as record.<field>. */
export interface RecordBlock extends BlockBase {
  kind: 'record';
  operation: OperationId;
  params: Params;
  /** 'query.<p>': the operation answers a list, the block shows the element at that position */
  pick?: string;
  title?: Field;
  image?: Field;
  meta?: readonly Field[];
  badges?: readonly Field[];
  sections?: readonly Field[];
  actions?: readonly Action[];
  blocks?: readonly Block[];
  empty?: string;
  /** reading this record changes these operations' answers: they are asked again when next shown */
  stale?: readonly OperationId[];
}

export interface CarouselBlock extends BlockBase {
  kind: 'carousel';
  operation: OperationId;
  params: Params;
  image: string;
  caption?: string;
  /** milliseconds, or read from a call: its field in `unit`, `default` ms when absent */
  interval: number | { operation: OperationId; params: Params; field: string; unit: 's' | 'ms'; default: number };
  height?: number;
  /** a click runs the first action whose `when` matches the item (row.<field>) */
  open?: readonly Action[];
}

/** A comment thread: row.<field> is the comment at hand, record.<field> the commented record. */
export interface CommentsBlock extends BlockBase {
  kind: 'comments';
  list: Call;
  /** the comments are this list field of the answer, not its rows */
  rows?: string;
  pageSize?: number;
  fields: { id: string; name: string; text: string; avatar?: string; time?: string; replies?: string; likes?: string; liked?: string; author?: string; rating?: string; tags?: string };
  /** absent: read only */
  submit?: Call & { text?: string };
  reply?: Call & { text?: string };
  like?: { on: Call; off: Call };
  delete?: Call & { confirm: string; when?: Condition };
  disabled?: Condition;
  reloadRecord?: boolean;
  serverMessage?: boolean;
  /** `replies` holds {n}; reply, like, liked, delete and loginFirst have defaults; placeholder, submit and empty go with `submit` */
  texts: { placeholder?: string; submit?: string; empty?: string; replies: string; collapse: string; reply: string; like: string; liked: string; delete: string; loginFirst: string; replyPlaceholder?: string; nameFallback?: string; none?: string; done?: string; rating?: string };
}

export interface HtmlBlock extends BlockBase {
  kind: 'html';
  /** absent: the enclosing record's field */
  operation?: OperationId;
  params: Params;
  field: string;
}

export interface TextBlock extends BlockBase {
  kind: 'text';
  text: string;
}

export interface Tile {
  label: string;
  route?: RouteName;
  query?: Params;
  href?: string;
  image?: string;
  note?: string;
  gate?: Gate;
  notOpen?: true;
}

export interface LinksBlock extends BlockBase {
  kind: 'links';
  links: readonly Tile[];
}

export interface StatsBlock extends BlockBase {
  kind: 'stats';
  /** absent: the enclosing record's fields */
  operation?: OperationId;
  params: Params;
  items: readonly { label: string; field: string }[];
}

export interface ButtonsBlock extends BlockBase {
  kind: 'buttons';
  actions: readonly Action[];
}

export interface TabsBlock extends BlockBase {
  kind: 'tabs';
  /** the route query key of the chosen tab */
  query: string;
  items: readonly { label: string; when?: Condition; blocks: readonly Block[] }[];
}

export interface FormBlock extends BlockBase {
  kind: 'form';
  form: FormId;
}

/** A hand-written part where no block fits (src/screens/<name>.tsx). */
export interface ScreenBlock extends BlockBase {
  kind: 'screen';
  screen: ScreenName;
}

/** Share boxes: each label a button whose popover shows the QR code of the page's address. */
export interface ShareBlock extends BlockBase {
  kind: 'share';
  labels: readonly string[];
}

export type Block = ListBlock | RecordBlock | CarouselBlock | CommentsBlock | HtmlBlock | TextBlock | LinksBlock | StatsBlock | ButtonsBlock | TabsBlock | FormBlock | ScreenBlock | ShareBlock;

/** A composed page (spec/routes.yaml `page:`): a main column and an optional side column of blocks. */
export interface Page {
  kind: 'page';
  main: readonly Block[];
  side?: readonly Block[];
  sideAt: 'left' | 'right';
  /** the route's title stays for screen readers only */
  hideTitle?: true;
}

/**
 * A server-HTML page: `operation` called with `params` (fixed values, 'query.<parameter>' or
 * 'session.userId'), its answer's `title`, `meta` and sanitised `content` fields shown.
 */
export interface HtmlPage {
  kind: 'html';
  operation: OperationId;
  params: Params;
  title?: string;
  content: string;
  meta?: string;
}

/** A navigation entry: a route with query values, an outside address, or one that answers 暂未开放. */
export interface NavLink {
  label: string;
  route?: RouteName;
  query?: Readonly<Record<string, string>>;
  href?: string;
  notOpen?: true;
}

/** The shell's menus, hotlines and record number (spec/routes.yaml `navigation`). */
export const navigation = {
  hotline: '400-0376-888',
  reportHotline: '0376-12345',
  recordNumber: '豫ICP备2026000001号',
  appQrCode: 'app-qr',
  assumed: 'seed 1 §2.3 omits the customer-service number, the report hotline, the record-filing number and the advertisement code of the app QR images; these are the sandbox\'s demo values.',
  header: {
    service: [
      { label: '大宗交易', route: 'bigDeal' },
      { label: '招聘求职', route: 'yslist' },
      { label: '茶技服务', route: 'chajiService' },
      { label: '茶农贷款', route: 'teaLoanApply' },
      { label: '茶文化节', route: 'chaCulture' },
    ],
    help: [
      { label: '新手指南', route: 'newGuide' },
      { label: '实名认证指南', route: 'newGuide', query: { name: 'sfrz' } },
      { label: '头条发布指南', route: 'newGuide', query: { name: 'ttfb' } },
      { label: '网站留言', route: 'aboutLiuyan' },
    ],
    siteMap: [
      { label: '首页', route: 'index' },
      { label: '云赏头条', route: 'tjlist' },
      { label: '大宗交易', route: 'bigDeal' },
      { label: '评比评选', route: 'pbSelection' },
      { label: '招聘求职', route: 'yslist' },
      { label: '荣誉殿堂', route: 'honorHall' },
      { label: '茶技服务', route: 'chajiService' },
      { label: '茶文化节', route: 'chaCulture' },
      { label: '公告', route: 'moreNoticewz' },
    ],
  },
  nav: [
    { label: '首页', route: 'index' },
    { label: '茶园风光', notOpen: true },
    { label: '云赏头条', route: 'tjlist' },
    { label: '商城', notOpen: true },
    { label: '大宗交易', route: 'bigDeal' },
    { label: '评比评选', route: 'pbSelection' },
    { label: '招聘求职', route: 'yslist' },
  ],
  search: {
    route: 'search',
    historySize: 5,
    categories: [{ label: '综合', query: {} }, { label: '服务', query: { type: '3' } }],
    shortcuts: [{ label: '免费发布采购', route: 'pubcInfo' }, { label: '发布头条', route: 'pubEssay' }],
  },
  sidePanel: { backToTop: { stepPx: 50, everyMs: 10 } },
  footer: [
    {
      title: '新手指南',
      links: [
        { label: '新手指南', route: 'newGuide' },
        { label: '实名认证', route: 'newGuide', query: { name: 'sfrz' } },
        { label: '头条发布', route: 'newGuide', query: { name: 'ttfb' } },
      ],
    },
    {
      title: '服务中心',
      links: [
        { label: '大宗交易', route: 'bigDeal' },
        { label: '茶技服务', route: 'chajiService' },
        { label: '网站留言', route: 'aboutLiuyan' },
      ],
    },
    {
      title: '关于我们',
      links: [
        { label: '平台介绍', route: 'about', query: { type: '9' } },
        { label: '联系我们', route: 'about', query: { type: 'x' } },
        { label: '用户协议', route: 'about', query: { type: '1' } },
        { label: '隐私政策', route: 'about', query: { type: '2' } },
      ],
    },
  ],
  userMenu: [
    {
      title: '我的服务',
      links: [
        { label: '我的积分', route: 'myJifen' },
        { label: '我的收藏', route: 'mySC' },
        { label: '我的评价', route: 'myevaluate' },
        { label: '我的采购', route: 'myProcure' },
        { label: '邀请好友', route: 'inviteFriend' },
        { label: '浏览记录', route: 'browseHistory' },
        { label: '任务中心', route: 'task' },
      ],
    },
    {
      title: '门票管理',
      links: [
        { label: '进行中', route: 'myTicket', query: { type: '1' } },
        { label: '已结束', route: 'myTicket', query: { type: '2' } },
      ],
    },
    { title: '招聘管理', links: [{ label: '我的发布', route: 'zgzgMypub' }] },
    {
      title: '账户管理',
      links: [
        { label: '基本资料', route: 'userInfo' },
        { label: '安全设置', notOpen: true },
        { label: '消息中心', route: 'noticeCenter' },
      ],
    },
    {
      title: '帮助与支持',
      links: [
        { label: '关于我们', route: 'about', query: { type: '9' } },
        { label: '帮助中心', route: 'newGuide' },
        { label: '意见反馈', route: 'user', query: { section: 'feedback' } },
        { label: '客服热线', route: 'about', query: { type: 'x' } },
      ],
    },
    { title: '实名认证', links: [{ label: '实名认证', route: 'Verified' }] },
    { title: '茶文化节', links: [{ label: '活动管理', route: 'cultureManage' }] },
  ],
  creatorMenu: [
    { title: '主页', links: [{ label: '我的主页', route: 'userysh' }] },
    {
      title: '创作',
      links: [
        { label: '发布文章', route: 'pubEssay' },
        { label: '发布视频', route: 'pubVideo' },
        { label: '问答', route: 'pubAsk' },
      ],
    },
    {
      title: '管理',
      links: [{ label: '作品管理', route: 'workManage' }, { label: '评论管理', route: 'commentManage' }],
    },
    { title: '数据', links: [{ label: '作品数据', route: 'opusData' }, { label: '粉丝数据', route: 'etcData' }] },
  ],
  legal: [
    { label: '法律声明', route: 'aboutflv' },
    { label: '用户协议', route: 'about', query: { type: '1' } },
    { label: '隐私政策', route: 'about', query: { type: '2' } },
  ],
} as const satisfies {
  hotline: string;
  reportHotline: string;
  recordNumber: string;
  appQrCode: string;
  assumed?: string;
  sidePanel: { backToTop: { stepPx: number; everyMs: number } };
  header: Record<string, readonly NavLink[]>;
  nav: readonly NavLink[];
  search: { route: RouteName; historySize: number; categories: readonly { label: string; query: Readonly<Record<string, string>> }[]; shortcuts: readonly NavLink[] };
  footer: readonly { title: string; links: readonly NavLink[] }[];
  userMenu: readonly { title: string; links: readonly NavLink[] }[];
  creatorMenu: readonly { title: string; links: readonly NavLink[] }[];
  legal: readonly NavLink[];
};

/** In spec order, which is the order the router matches them in. */
export const routes: readonly RouteDef[] = [
  {
    path: '/',
    name: 'index',
    title: '首页',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'home' },
    variants: [],
  },
  {
    path: '/login',
    name: 'login',
    title: '登录',
    public: true,
    realName: false,
    shell: 'bare',
    keepAlive: false,
    query: ['redirect'],
    options: { qrPollMs: 1000 },
    render: { kind: 'screen', screen: 'login' },
    variants: [],
  },
  {
    path: '/forgetPassword',
    name: 'forgetpassword',
    title: '找回密码',
    public: true,
    realName: false,
    shell: 'bare',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'forget-password' },
    variants: [],
  },
  {
    path: '/grReg',
    name: 'grReg',
    title: '个人注册',
    public: true,
    realName: false,
    shell: 'bare',
    keepAlive: false,
    query: ['invitationId'],
    options: {},
    render: { kind: 'form', form: 'personal-register' },
    variants: [],
  },
  {
    path: '/frReg',
    name: 'frReg',
    title: '法人注册',
    public: true,
    realName: false,
    shell: 'bare',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'legal-register' },
    variants: [],
  },
  {
    path: '/leadNews',
    name: 'leadNews',
    title: '云赏头条',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { userId: 'session.userId' },
          pageSize: 6,
          item: {
            image: { field: 'poster' },
            title: { field: 'title' },
            lines: [
              {
                template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }],
              },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'views' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/tjlist',
    name: 'tjlist',
    title: '推荐',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { userId: 'session.userId' },
          pageSize: 6,
          item: {
            image: { field: 'poster' },
            title: { field: 'title' },
            lines: [
              {
                template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }],
              },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'views' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/gzlist',
    name: 'gzlist',
    title: '关注',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/leadNews/dsplist',
    name: 'dsplist',
    title: '短视频',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { type: 2, userId: 'session.userId' },
          pageSize: 6,
          item: {
            image: { field: 'poster' },
            title: { field: 'title' },
            lines: [
              {
                template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }],
              },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'views' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/twlist',
    name: 'twlist',
    title: '问答',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { type: 3, userId: 'session.userId' },
          pageSize: 6,
          item: {
            image: { field: 'poster' },
            title: { field: 'title' },
            lines: [
              {
                template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }],
              },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'views' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/learnPX',
    name: 'learnPX',
    title: '学习培训',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'studyVideoPageList',
          pageSize: 6,
          columns: 3,
          item: {
            layout: 'tile',
            image: { field: 'coverurl' },
            title: { field: 'title' },
            lines: [{ template: [{ text: '播放 ' }, { field: 'views' }, { text: ' · 评论 ' }, { field: 'commentNum' }] }],
          },
          open: [{ route: 'xuexiDetail', query: { id: 'row.id', type: '2' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/xyChaqi',
    name: 'xyChaqi',
    title: '云赏头条',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'links',
          links: [
            { label: '推荐', route: 'tjlist' },
            { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
            { label: '短视频', route: 'dsplist' },
            { label: '问答', route: 'twlist' },
            { label: '学习培训', route: 'learnPX' },
            { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
          ],
        },
        {
          kind: 'list',
          operation: 'teaQiList',
          pageSize: 7,
          item: {
            image: { field: 'pic' },
            title: { field: 'name' },
            lines: [
              { field: 'address' },
              { label: '电话', field: 'phone', format: 'phone' },
              { field: 'crtTime', format: 'date' },
            ],
          },
          open: [{ route: 'xyChaqiD', query: { id: 'row.id' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/xuexiDetail',
    name: 'xuexiDetail',
    title: '学习详情',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'type'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/leadNews/xyChaqiD',
    name: 'xyChaqiD',
    title: '茶器详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/leadNews/leaddetail',
    name: 'leaddetail',
    title: '头条详情',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'type'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'touTiaoDetail',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'title' },
          meta: [
            { field: 'memberNickName' },
            { field: 'crtTime', format: 'date' },
            { template: [{ text: '阅读 ' }, { field: 'views' }] },
            { field: 'laiYuan', when: { test: { ref: 'scope', path: 'laiYuan' }, op: 'empty', empty: false } },
          ],
          sections: [
            {
              field: 'video',
              as: 'video',
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { field: 'details', as: 'html' },
          ],
          actions: [
            {
              kind: 'toggle',
              field: 'isFabulous',
              on: { params: { joinId: 'record.id', type: '1', userId: 'session.userId' }, operation: 'doLikes' },
              off: {
                params: { joinId: 'record.id', type: '1', userId: 'session.userId' },
                operation: 'deleteLikes',
              },
              labels: ['点赞', '已点赞'],
              count: 'likes',
              gate: { login: '请先登录' },
            },
            {
              kind: 'toggle',
              field: 'isFavorites',
              on: {
                params: { joinId: 'record.id', type: '1', userId: 'session.userId' },
                operation: 'doFavorites',
              },
              off: {
                params: { joinId: 'record.id', type: '1', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
              gate: { login: '请先登录' },
            },
            {
              kind: 'toggle',
              field: 'isFavorites',
              on: {
                params: { joinId: 'record.id', type: '2', userId: 'session.userId' },
                operation: 'doFavorites',
              },
              off: {
                params: { joinId: 'record.id', type: '2', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
              gate: { login: '请先登录' },
            },
            {
              kind: 'toggle',
              field: 'isFollow',
              on: {
                params: { joinId: 'record.userId', type: '3', userId: 'session.userId' },
                operation: 'doConcern',
              },
              off: {
                params: { joinId: 'record.userId', type: '3', userId: 'session.userId' },
                operation: 'deleteConcern',
              },
              labels: ['关注作者', '已关注'],
              toasts: ['关注成功', '取消关注成功'],
              when: { test: { ref: 'record', path: 'userId' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
              gate: { login: '请先登录' },
            },
          ],
          blocks: [
            {
              kind: 'comments',
              when: {
                all: [
                  { test: { ref: 'scope', path: 'commentIsDisable' }, op: 'ne', value: { value: 1 } },
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
                ],
              },
              heading: '评论',
              list: {
                params: { joinId: 'record.id', type: 1, userId: 'session.userId' },
                operation: 'findCommentByTypeAndId',
              },
              pageSize: 10,
              fields: {
                id: 'id',
                avatar: 'userurl',
                name: 'username',
                text: 'message',
                time: 'befortime',
                replies: 'children',
                likes: 'likes',
                liked: 'islike',
              },
              submit: {
                params: { joinId: 'record.id', type: '1', level: '0', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              reply: {
                params: { joinId: 'record.id', type: '1', level: '1', commentId: 'row.id', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              delete: {
                params: { commentId: 'row.id', userId: 'session.userId' },
                operation: 'deleteMyComment',
                confirm: '确定删除这条评论吗？',
                when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
              },
              serverMessage: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
                none: '暂无评论',
              },
            },
            {
              kind: 'comments',
              when: {
                all: [
                  { test: { ref: 'scope', path: 'commentIsDisable' }, op: 'ne', value: { value: 1 } },
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
                ],
              },
              heading: '评论',
              list: {
                params: { joinId: 'record.id', type: 2, userId: 'session.userId' },
                operation: 'findCommentByTypeAndId',
              },
              pageSize: 10,
              fields: {
                id: 'id',
                avatar: 'userurl',
                name: 'username',
                text: 'message',
                time: 'befortime',
                replies: 'children',
                likes: 'likes',
                liked: 'islike',
              },
              submit: {
                params: { joinId: 'record.id', type: '2', level: '0', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              reply: {
                params: { joinId: 'record.id', type: '2', level: '1', commentId: 'row.id', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              delete: {
                params: { commentId: 'row.id', userId: 'session.userId' },
                operation: 'deleteMyComment',
                confirm: '确定删除这条评论吗？',
                when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
              },
              serverMessage: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
                none: '暂无评论',
              },
            },
          ],
        },
      ],
      side: [
        {
          kind: 'record',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [
            { label: '粉丝', field: 'fansNum' },
            { label: '收藏', field: 'collectNum' },
            {
              text: '完成实名认证后即可发布头条',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '发布',
              route: 'pubEssay',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '去认证',
              route: 'Verified',
              when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'text',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          text: '完成实名认证后即可发布头条',
        },
        {
          kind: 'buttons',
          when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
          actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
        },
        {
          kind: 'list',
          heading: '茶文化活动',
          operation: 'getPcActivityList',
          params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/leadNews/twdetail',
    name: 'twdetail',
    title: '问答详情',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'type'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/leadNews/yshIndex',
    name: 'yshIndex',
    title: '作者主页',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/bigDeal',
    name: 'bigDeal',
    title: '大宗交易',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['tab', 'buypage', 'goodspage', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'carousel',
          operation: 'listTradeBanners',
          params: { plattype: 0 },
          image: 'picUrl',
          interval: 3000,
          height: 300,
          open: [
            {
              kind: 'navigate',
              route: 'cgdetail',
              query: { id: 'row.purchaseId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
          ],
        },
        {
          kind: 'buttons',
          actions: [
            { kind: 'navigate', label: '发布采购', route: 'pubcInfo', gate: { login: '请先登录', realName: true } },
            {
              kind: 'navigate',
              label: '发布商品',
              variant: 'outlined',
              route: 'pubPro',
              gate: { login: '请先登录', realName: true },
            },
          ],
        },
        {
          kind: 'tabs',
          query: 'tab',
          items: [
            {
              label: '我要买',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listWantBuys',
                  pageSize: 4,
                  queryPrefix: 'buy',
                  item: {
                    image: { field: 'enterpriseImg' },
                    title: { field: 'goodName' },
                    badges: [
                      {
                        text: '已结束',
                        when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'eq', value: { value: '0天' } },
                      },
                    ],
                    lines: [
                      { field: 'enterpriseName' },
                      { label: '采购量', field: 'purchaseVolume' },
                      {
                        label: '剩余报价时间',
                        field: 'offerHaveTime',
                        when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'ne', value: { value: '0天' } },
                      },
                    ],
                  },
                  open: [{ route: 'cgdetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
                  actions: [
                    {
                      kind: 'form',
                      label: '立即报价',
                      form: 'make-offer',
                      when: {
                        all: [
                          { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                          { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'ne', value: { value: '0天' } },
                        ],
                      },
                      gate: { login: '请先登录' },
                    },
                  ],
                  params: {},
                },
              ],
            },
            {
              label: '我有货',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listSourceGoods',
                  pageSize: 4,
                  queryPrefix: 'goods',
                  item: {
                    image: { field: 'imgs' },
                    title: { field: 'memberNickName' },
                    lines: [{ field: 'detailedInformation' }, { field: 'crtTime', format: 'date' }],
                  },
                  open: [{ route: 'prodetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
                  params: {},
                },
              ],
            },
          ],
        },
      ],
      side: [
        {
          kind: 'list',
          heading: '采购动态',
          operation: 'listPurchaseDynamics',
          pageSize: 7,
          infinite: { delayMs: 1000 },
          item: { title: { field: 'title' }, lines: [{ field: 'crtTime', format: 'dateTime' }] },
          open: [{ route: 'cgdetail', query: { id: 'row.purchaseId' }, gate: { login: '请先登录' } }],
          params: {},
          queryPrefix: '',
        },
        {
          kind: 'list',
          heading: '茶园用工',
          operation: 'listJobs',
          params: { pageIndex: 2, pageSize: 2, type: 0, status: 1 },
          item: {
            title: { field: 'jobName' },
            lines: [{ field: 'chayuanName' }],
            aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
          },
          open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
      hideTitle: true,
    },
    variants: [],
  },
  {
    path: '/bigDeal/pubcInfo',
    name: 'pubcInfo',
    title: '发布采购信息',
    public: false,
    realName: true,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-want-buy' },
    variants: [],
  },
  {
    path: '/bigDeal/pubPro',
    name: 'pubPro',
    title: '发布商品',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-goods' },
    variants: [],
  },
  {
    path: '/bigDeal/cgdetail',
    name: 'cgdetail',
    title: '采购详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getWantBuy',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'goodName' },
          meta: [{ field: 'enterpriseName' }, { field: 'crtTime' }],
          actions: [
            {
              kind: 'form',
              label: '立即报价',
              form: 'make-offer',
              when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
              gate: { login: '请先登录' },
            },
          ],
          sections: [
            { label: '采购量', field: 'purchaseVolume' },
            { label: '报价截止', field: 'endTime' },
            { label: '剩余报价时间', field: 'offerHaveTime' },
            { label: '期望收货时间', field: 'takeDeliveryTime' },
            { label: '收货地址', field: 'address' },
            { label: '交易方式', field: 'transactionMode' },
            { label: '联系人', field: 'contacts' },
            { label: '联系方式', field: 'contactInformation', format: 'phone' },
            { label: '商品描述', field: 'goodDescribe', wide: true },
            { label: '报价要求', field: 'offerRequirement', wide: true },
            { label: '发票要求', field: 'invoiceRequirement', wide: true },
            { label: '补充说明', field: 'supplement', wide: true },
          ],
        },
      ],
      side: [
        {
          kind: 'record',
          operation: 'getWantBuy',
          params: { id: 'query.id', userId: 'session.userId' },
          blocks: [
            {
              kind: 'list',
              heading: '他的其他采购',
              operation: 'listMyWantBuys',
              params: { memberId: 'record.memberId', pageIndex: 1, pageSize: 6 },
              item: {
                title: { field: 'goodName' },
                lines: [{ label: '采购量', field: 'purchaseVolume' }, { label: '剩余报价时间', field: 'offerHaveTime' }],
              },
              open: [{ route: 'cgdetail', query: { id: 'row.id' } }],
              queryPrefix: '',
            },
          ],
        },
      ],
      sideAt: 'left',
    },
    variants: [],
  },
  {
    path: '/bigDeal/prodetail',
    name: 'prodetail',
    title: '商品详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getSourceGoods',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { template: [{ field: 'data.memberNickName' }, { text: '的供应' }] },
          image: { field: 'data.memberPic' },
          meta: [{ field: 'data.crtTime', format: 'dateTime' }],
          sections: [
            { label: '联系人', field: 'data.people' },
            { label: '商品介绍', field: 'data.detailedInformation', wide: true },
            { label: '商品图片', field: 'data.imgs', as: 'images' },
          ],
          actions: [
            { kind: 'reveal', label: '查看电话', field: 'data.phone', format: 'phone' },
            {
              kind: 'copy',
              label: '复制电话',
              variant: 'outlined',
              value: 'record.data.phone',
              failed: '复制失败，请手动复制',
              copied: '复制成功',
            },
          ],
        },
      ],
      side: [
        {
          kind: 'record',
          operation: 'getSourceGoods',
          params: { id: 'query.id', userId: 'session.userId' },
          blocks: [
            {
              kind: 'list',
              heading: '他还发布了',
              operation: 'listMyReleases',
              params: { memberId: 'record.data.memberId', pageIndex: 1, pageSize: 6 },
              item: {
                image: { field: 'imgs' },
                title: { field: 'detailedInformation' },
                lines: [{ field: 'crtTime', format: 'date' }],
              },
              open: [{ route: 'prodetail', query: { id: 'row.id' } }],
              queryPrefix: '',
            },
          ],
        },
      ],
      sideAt: 'left',
    },
    variants: [],
  },
  {
    path: '/bigDeal/bannerDetail',
    name: 'bannerDetail',
    title: '活动详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['type', 'index'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/pbSelection',
    name: 'pbSelection',
    title: '评比评选',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page', 'status'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getContestList',
          paging: { index: 'pageNo', size: 'pageSize' },
          pageSize: 6,
          filters: [
            {
              kind: 'select',
              param: 'status',
              query: 'status',
              label: '状态',
              options: [
                { label: '全部' },
                { label: '报名中', value: 1 },
                { label: '投票中', value: 2 },
                { label: '已结束', value: 3 },
              ],
            },
          ],
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            badges: [{ field: 'status', labels: 'contestStatus' }],
            lines: [
              { label: '主办方', field: 'sponsor' },
              {
                label: '报名时间',
                template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
                when: { test: { ref: 'scope', path: 'status' }, op: 'lt', value: { value: 3 } },
              },
              {
                label: '活动时间',
                template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
                when: { test: { ref: 'scope', path: 'status' }, op: 'gt', value: { value: 2 } },
              },
              {
                template: [{ text: '参赛 ' }, { field: 'peopleNum' }, { text: ' · 总票数 ' }, { field: 'number' }],
              },
            ],
          },
          open: [{ route: 'pbSelectionDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/pbSelection/detail',
    name: 'pbSelectionDetail',
    title: '评选详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getContestDetail',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'name' },
          image: { field: 'coverPic' },
          badges: [{ field: 'status', labels: 'contestStatus' }],
          sections: [
            { label: '主办方', field: 'sponsor' },
            {
              label: '报名时间',
              template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
              when: { test: { ref: 'scope', path: 'status' }, op: 'lt', value: { value: 3 } },
            },
            {
              label: '活动时间',
              template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
              when: { test: { ref: 'scope', path: 'status' }, op: 'gt', value: { value: 2 } },
            },
            { label: '参赛人数', field: 'peopleNum' },
            {
              label: '总投票数',
              field: 'number',
              when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 3 } },
            },
            { label: '评选介绍', field: 'details', as: 'html' },
          ],
          actions: [
            {
              kind: 'form',
              label: '报名',
              form: 'contest-signup',
              when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
              gate: { login: '请先登录' },
              done: {
                label: '报名中',
                when: { test: { ref: 'scope', path: 'bmStatus' }, op: 'eq', value: { value: 1 } },
              },
            },
            {
              kind: 'navigate',
              label: '投票',
              route: 'toupiaoList',
              query: { id: 'record.id' },
              when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 3 } },
            },
            {
              kind: 'navigate',
              label: '查看结果',
              route: 'ranking',
              query: { id: 'record.id' },
              when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 4 } },
            },
            {
              kind: 'toggle',
              field: 'isCollect',
              on: {
                params: { joinId: 'record.id', type: '6', userId: 'session.userId' },
                operation: 'doFavorites',
              },
              off: {
                params: { joinId: 'record.id', type: '6', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
            },
          ],
          blocks: [
            {
              kind: 'comments',
              heading: '评论',
              list: {
                params: { joinId: 'record.id', type: 4, userId: 'session.userId' },
                operation: 'findCommentByTypeAndId',
              },
              pageSize: 10,
              fields: {
                id: 'id',
                avatar: 'userurl',
                name: 'username',
                text: 'message',
                time: 'befortime',
                replies: 'children',
                likes: 'likes',
                liked: 'islike',
              },
              submit: {
                params: { joinId: 'record.id', type: '4', level: '0', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              reply: {
                params: { joinId: 'record.id', type: '4', level: '1', commentId: 'row.id', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              delete: {
                params: { commentId: 'row.id', userId: 'session.userId' },
                operation: 'deleteMyComment',
                confirm: '确定删除这条评论吗？',
                when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
              },
              serverMessage: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
                none: '暂无评论',
              },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/pbSelection/toupiaoList',
    name: 'toupiaoList',
    title: '投票',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'page', 'name'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getContestantList',
          params: { activityId: 'query.id', memberId: 'session.userId' },
          paging: { index: 'pageNo', size: 'pageSize' },
          pageSize: 8,
          columns: 4,
          filters: [{ kind: 'search', param: 'name', query: 'name', label: '参赛名称' }],
          item: {
            layout: 'tile',
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ template: [{ text: '票数 ' }, { field: 'number' }] }],
          },
          open: [{ route: 'toupiaoDetail', query: { id: 'row.id', type: '1' } }],
          actions: [
            {
              kind: 'call',
              label: '投票',
              serverMessage: true,
              delayMs: 1000,
              call: {
                params: { activityId: 'query.id', memberId: 'session.userId', peopleId: 'row.id' },
                operation: 'saveVote',
              },
              done: {
                label: '已投票',
                when: { test: { ref: 'scope', path: 'isvote' }, op: 'eq', value: { value: 1 } },
              },
            },
          ],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/pbSelection/toupiaoDetail',
    name: 'toupiaoDetail',
    title: '选手详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'type', 'tab'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getContestantDetail',
          params: { id: 'query.id', memberId: 'session.userId' },
          title: { field: 'name' },
          image: { field: 'coverPic' },
          meta: [
            {
              template: [
                { text: '第 ' },
                { field: 'rank' },
                { text: ' 名 · 票数 ' },
                { field: 'number' },
                { text: ' · 综合得分 ' },
                { field: 'score' },
              ],
            },
          ],
          actions: [
            {
              kind: 'call',
              label: '投票',
              serverMessage: true,
              call: {
                params: { activityId: 'record.activityId', memberId: 'session.userId', peopleId: 'record.id' },
                operation: 'saveVote',
              },
              when: {
                all: [
                  { test: { ref: 'scope', path: 'isvote' }, op: 'eq', value: { value: 0 } },
                  { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
                ],
              },
            },
          ],
          blocks: [
            {
              kind: 'tabs',
              query: 'tab',
              items: [
                {
                  label: '参赛介绍',
                  blocks: [
                    { kind: 'html', params: {}, field: 'details' },
                    {
                      kind: 'record',
                      operation: 'getContestantDetail',
                      params: { id: 'query.id', memberId: 'session.userId' },
                      sections: [{ label: '作品', field: 'files.path', as: 'images' }],
                    },
                  ],
                },
                {
                  label: '专家评分',
                  blocks: [
                    {
                      kind: 'record',
                      operation: 'getContestantDetail',
                      params: { id: 'query.id', memberId: 'session.userId' },
                      sections: [
                        { label: '专家平均分', template: [{ field: 'expertScore' }, { text: ' / 10' }] },
                        {
                          label: '专家评分',
                          as: 'tags',
                          template: [
                            { field: 'expertScores.expertName' },
                            { text: ' ' },
                            { field: 'expertScores.score' },
                            { text: '分' },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              kind: 'comments',
              heading: '评论',
              list: {
                params: { joinId: 'record.id', type: 6, userId: 'session.userId' },
                operation: 'findCommentByTypeAndId',
              },
              pageSize: 10,
              fields: {
                id: 'id',
                avatar: 'userurl',
                name: 'username',
                text: 'message',
                time: 'befortime',
                replies: 'children',
                likes: 'likes',
                liked: 'islike',
              },
              submit: {
                params: { joinId: 'record.id', type: '6', level: '0', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              reply: {
                params: { joinId: 'record.id', type: '6', level: '1', commentId: 'row.id', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              delete: {
                params: { commentId: 'row.id', userId: 'session.userId' },
                operation: 'deleteMyComment',
                confirm: '确定删除这条评论吗？',
                when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
              },
              serverMessage: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
                none: '暂无评论',
              },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/pbSelection/ranking',
    name: 'ranking',
    title: '排行榜',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        { kind: 'text', text: '综合得分 = 观众投票得分 × 40% + 专家评分 × 60%（满分 10 分），得分高者在前。' },
        {
          kind: 'list',
          heading: '前三名',
          operation: 'getContestRanking',
          params: { activityId: 'query.id', pageNo: 1, pageSize: 1000 },
          slice: { from: 0, to: 3 },
          columns: 3,
          empty: '暂无排名',
          item: {
            layout: 'tile',
            image: { field: 'coverPic' },
            title: { template: [{ text: '第' }, { field: 'rank' }, { text: '名 ' }, { field: 'name' }] },
            lines: [
              {
                template: [
                  { text: '综合得分 ' },
                  { field: 'score' },
                  { text: ' · 票数 ' },
                  { field: 'number' },
                  { text: ' · 专家 ' },
                  { field: 'expertScore' },
                ],
              },
            ],
          },
          queryPrefix: '',
        },
        {
          kind: 'list',
          operation: 'getContestRanking',
          params: { activityId: 'query.id', pageNo: 1, pageSize: 1000 },
          slice: { from: 3 },
          empty: ' ',
          item: {
            title: { template: [{ field: 'rank', format: 'rank' }, { text: '  ' }, { field: 'name' }] },
            aside: { template: [{ field: 'score' }, { text: ' 分' }] },
            lines: [
              {
                template: [{ text: '票数 ' }, { field: 'number' }, { text: ' · 专家评分 ' }, { field: 'expertScore' }],
              },
            ],
          },
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/ysService',
    name: 'yslist',
    title: '招聘求职',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page', 'type', 'jiexinfangshiList', 'addressList'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'buttons',
          actions: [{ kind: 'navigate', label: '发布职位', route: 'pubjob', gate: { login: '请登录' } }],
        },
        {
          kind: 'list',
          operation: 'listJobs',
          params: { status: 1 },
          pageSize: 5,
          filters: [
            {
              kind: 'tabs',
              param: 'type',
              query: 'type',
              label: '职位',
              options: [{ label: '推荐', value: 0 }, { label: '附近', value: 1 }, { label: '最新', value: 2 }],
            },
            {
              kind: 'select',
              param: 'jiexinfangshiList',
              query: 'jiexinfangshiList',
              label: '结薪方式',
              options: [
                { label: '全部' },
                { label: '日清', value: '0' },
                { label: '周清', value: '1' },
                { label: '月结', value: '2' },
                { label: '完工结算', value: '3' },
              ],
            },
            {
              kind: 'select',
              param: 'addressList',
              query: 'addressList',
              label: '工作地点',
              options: [
                { label: '全部' },
                { label: '浉河区', value: '浉河区' },
                { label: '平桥区', value: '平桥区' },
                { label: '罗山县', value: '罗山县' },
                { label: '光山县', value: '光山县' },
                { label: '新县', value: '新县' },
                { label: '商城县', value: '商城县' },
                { label: '固始县', value: '固始县' },
                { label: '潢川县', value: '潢川县' },
                { label: '淮滨县', value: '淮滨县' },
                { label: '息县', value: '息县' },
              ],
            },
          ],
          card: 'job',
          open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/ysService/detail',
    name: 'ysServiceDetail',
    title: '职位详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getJob',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'title' },
          image: { field: 'yscyWorkImageEntities.image' },
          meta: [{ field: 'jobName' }, { template: [{ text: '发布于 ' }, { field: 'crtTime', format: 'date' }] }],
          badges: [
            {
              text: '急招',
              tone: 'error',
              when: { test: { ref: 'scope', path: 'jzStatus' }, op: 'eq', value: { value: 1 } },
            },
            { field: 'jiexinfangshiName', tone: 'primary' },
          ],
          sections: [
            {
              label: '薪资',
              text: '面议',
              when: { test: { ref: 'scope', path: 'xinziStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              label: '薪资',
              template: [{ field: 'xinzi' }, { text: ' ' }, { field: 'xinziType', labels: 'payUnit' }],
              when: { test: { ref: 'scope', path: 'xinziStatus' }, op: 'eq', value: { value: 0 } },
            },
            {
              label: '用工时间',
              text: '立即上岗',
              when: { test: { ref: 'scope', path: 'shanggangStatus' }, op: 'eq', value: { value: 1 } },
            },
            {
              label: '用工时间',
              template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
              when: { test: { ref: 'scope', path: 'shanggangStatus' }, op: 'eq', value: { value: 0 } },
            },
            { label: '经验要求', field: 'workYearName' },
            { label: '招聘人数', template: [{ field: 'number' }, { text: ' 人' }] },
            { label: '食宿', field: 'foodHomeTypeName' },
            { label: '结薪方式', field: 'jiexinfangshiName' },
            { label: '茶园', field: 'chayuanName' },
            { label: '工作地点', field: 'address' },
            { label: '联系人', field: 'contactName' },
            { label: '工作描述', field: 'gzDescribe', wide: true },
            { label: '茶园介绍', field: 'xxjs', wide: true },
            { label: '茶园图片', field: 'yscyWorkImageEntities.image', as: 'images' },
          ],
          actions: [
            {
              kind: 'chat',
              label: '咨询TA',
              to: 'userId',
              name: 'contactName',
              when: { test: { ref: 'record', path: 'userId' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
              gate: { login: '请先登录' },
            },
            {
              kind: 'toggle',
              field: 'collectStatus',
              on: { params: { jobId: 'record.id', userId: 'session.userId' }, operation: 'favouriteJob' },
              off: { params: { jobId: 'record.id', userId: 'session.userId' }, operation: 'unfavouriteJob' },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
            },
            { kind: 'reveal', label: '查看电话', field: 'contactPhone', masked: 'contactPhone_hide' },
            {
              kind: 'map',
              label: '查看地图',
              variant: 'outlined',
              lng: 'jingdu',
              lat: 'weidu',
              address: 'address',
              when: { test: { ref: 'scope', path: 'jingdu' }, op: 'empty', empty: false },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/ysService/pubjob',
    name: 'pubjob',
    title: '发布职位',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-job' },
    variants: [],
  },
  {
    path: '/honorHall',
    name: 'honorHall',
    title: '荣誉殿堂',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page', 'type'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getHonourList',
          pageSize: 8,
          columns: 4,
          filters: [
            {
              kind: 'tabs',
              param: 'type',
              query: 'type',
              label: '荣誉类别',
              default: 2,
              options: [{ label: '国茶工艺大师', value: 1 }, { label: '制茶大师', value: 2 }, { label: '领军人物', value: 3 }],
            },
          ],
          item: {
            layout: 'tile',
            image: { field: 'imgPic' },
            title: { field: 'realName' },
            badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
            lines: [{ field: 'personalProfile' }],
          },
          open: [{ route: 'honorHallDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/honorHall/detail',
    name: 'honorHallDetail',
    title: '荣誉详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getHonourDetail',
          params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
          title: { field: 'realName' },
          image: { field: 'imgPic' },
          badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
          sections: [
            { label: '个人简介', field: 'personalProfile', wide: true },
            { label: '擅长', field: 'skillContent', as: 'html' },
          ],
          blocks: [
            { kind: 'share', labels: ['QQ扫一扫', '微信扫一扫'] },
            {
              kind: 'comments',
              heading: '评论 {contentCount}',
              headingTemplate: [{ text: '评论 ' }, { field: 'contentCount' }],
              list: {
                params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
                operation: 'getHonourDetail',
              },
              rows: 'contentEntityList',
              fields: {
                id: 'id',
                avatar: 'memberHeadPic',
                name: 'memberNickName',
                text: 'content',
                time: 'time',
                replies: 'cjfwExpertContentEntityList',
                likes: 'likeCount',
                liked: 'isLike',
              },
              submit: {
                params: { expertId: 'record.id', memberid: 'session.userId' },
                operation: 'saveExpertContent',
                text: 'content',
              },
              reply: {
                params: {
                  expertId: 'record.id',
                  memberid: 'session.userId',
                  contentId: 'row.id',
                  toMemberId: 'row.memberid',
                },
                operation: 'saveExpertContent',
                text: 'content',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              serverMessage: true,
              reloadRecord: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
              },
            },
          ],
        },
      ],
      side: [
        {
          kind: 'list',
          heading: '同领域名人',
          operation: 'getHonourSameFieldList',
          params: { id: 'query.id', pageIndex: 1, pageSize: 10 },
          item: { image: { field: 'imgPic' }, title: { field: 'realName' }, lines: [{ field: 'personalProfile' }] },
          open: [{ route: 'honorHallDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/teaHonor',
    name: 'teaHonor',
    title: '茶荣誉',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'carousel',
          operation: 'listHonourBanners',
          image: 'picUrl',
          caption: 'name',
          interval: 3000,
          height: 300,
          params: {},
        },
        { kind: 'html', params: { type: 6 }, operation: 'getInfo', field: 'content' },
      ],
      sideAt: 'right',
      hideTitle: true,
    },
    variants: [],
  },
  {
    path: '/chajiService',
    name: 'chajiService',
    title: '茶技服务',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page', 'searchName'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getExpertList',
          pageSize: 8,
          columns: 2,
          filters: [{ kind: 'search', param: 'searchName', query: 'searchName', label: '专家姓名' }],
          card: 'expert',
          open: [{ route: 'chajiDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/chajiService/chajiDetail',
    name: 'chajiDetail',
    title: '专家详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: { consultPollMs: 2000 },
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getExpertDetail',
          params: { id: 'query.id', memberId: 'session.userId' },
          title: { field: 'realName' },
          image: { field: 'imgPic' },
          meta: [
            {
              template: [{ text: '好评率 ' }, { field: 'praiseRate' }, { text: '% · 回复 ' }, { field: 'returnCount' }],
            },
          ],
          badges: [{ field: 'typeName', tone: 'success' }],
          sections: [
            { label: '级别', field: 'typeName' },
            { label: '好评率', template: [{ field: 'praiseRate' }, { text: '%' }] },
            { label: '回复数', field: 'returnCount' },
            { label: '评分', template: [{ field: 'star' }, { text: ' 分' }] },
            { label: '评价数', field: 'contentCount' },
            {
              label: '评论标签',
              template: [{ field: 'labels.name' }, { text: ' ' }, { field: 'labels.num' }],
              as: 'tags',
            },
            { label: '专家简介', field: 'introduce', wide: true },
          ],
          actions: [
            {
              kind: 'toggle',
              field: 'isLike',
              on: {
                params: { joinId: 'record.id', type: '4', userId: 'session.userId' },
                operation: 'doFavorites',
              },
              off: {
                params: { joinId: 'record.id', type: '4', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
            },
            {
              kind: 'toggle',
              field: 'isFabulous',
              on: { params: { joinId: 'record.id', type: '5', userId: 'session.userId' }, operation: 'doLikes' },
              off: {
                params: { joinId: 'record.id', type: '5', userId: 'session.userId' },
                operation: 'deleteLikes',
              },
              labels: ['点赞', '已点赞'],
              count: 'fabulousCount',
              toasts: ['操作成功', '操作成功'],
            },
          ],
          blocks: [
            { kind: 'screen', heading: '在线咨询', screen: 'expert-consult' },
            {
              kind: 'comments',
              heading: '用户评价',
              list: { params: { id: 'query.id', memberId: 'session.userId' }, operation: 'getExpertDetail' },
              rows: 'contentEntityList',
              fields: {
                id: 'id',
                avatar: 'memberHeadPic',
                name: 'memberNickName',
                text: 'content',
                time: 'time',
                replies: 'cjfwExpertContentEntityList',
                likes: 'likeCount',
                liked: 'isLike',
                rating: 'star',
                tags: 'label',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                replies: '共{n}条回复',
                collapse: '收起回复',
                none: '暂无评价',
                rating: '{n} 星',
              },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/chaCulture',
    name: 'chaCulture',
    title: '茶文化节',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: true,
    query: ['page', 'timeType', 'status'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'buttons',
          actions: [{ kind: 'navigate', label: '申请活动', variant: 'outlined', route: 'cultureManage' }],
        },
        {
          kind: 'list',
          operation: 'getPcActivityList',
          paging: { index: 'pageNo', size: 'pageSize' },
          pageSize: 6,
          filters: [
            {
              kind: 'select',
              param: 'timeType',
              query: 'timeType',
              label: '时间',
              options: [
                { label: '全部' },
                { label: '本周', value: 1 },
                { label: '本月', value: 2 },
                { label: '近三个月', value: 3 },
              ],
            },
            {
              kind: 'select',
              param: 'status',
              query: 'status',
              label: '状态',
              options: [
                { label: '全部' },
                { label: '报名中', value: 1 },
                { label: '进行中', value: 2 },
                { label: '已结束', value: 3 },
              ],
            },
          ],
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            badges: [{ field: 'status', labels: 'activityStatus' }],
            lines: [
              { label: '主办方', field: 'sponsor' },
              { label: '举办地址', field: 'address' },
              {
                label: '报名时间',
                template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
                when: {
                  all: [
                    { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
                    { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: false },
                  ],
                },
              },
              {
                label: '活动时间',
                template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
                when: {
                  any: [
                    { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 2 } },
                    { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: true },
                  ],
                },
              },
            ],
          },
          open: [{ route: 'hddetail', query: { id: 'row.id' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      side: [
        {
          kind: 'links',
          heading: '推荐',
          links: [
            { label: '评比评选', route: 'pbSelection', note: '名茶评比、大众投票' },
            { label: '荣誉殿堂', route: 'honorHall', note: '国茶工艺大师、制茶大师' },
            { label: '茶荣誉', route: 'teaHonor', note: '信阳茶的荣誉与故事' },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/chaCulture/hddetail',
    name: 'hddetail',
    title: '活动详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getActivityDetail',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'name' },
          image: { field: 'coverPic' },
          badges: [{ field: 'status', labels: 'activityStatus' }, { field: 'type', labels: 'activityType' }],
          meta: [{ template: [{ text: '浏览 ' }, { field: 'viewsnum' }] }],
          sections: [
            { label: '主办方', field: 'sponsor' },
            { label: '举办地址', field: 'address' },
            {
              label: '报名时间',
              template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
              when: { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: false },
            },
            { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
            {
              label: '每日时间',
              template: [
                { field: 'dayStartTime', format: 'hourMinute' },
                { text: ' - ' },
                { field: 'dayEndTime', format: 'hourMinute' },
              ],
            },
            { label: '容纳人数', field: 'number' },
            {
              label: '入场券已领',
              field: 'vouchersNum',
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { label: '活动介绍', field: 'details', as: 'html' },
            { label: '活动图片', field: 'files.path', as: 'images' },
            { label: '活动视频', field: 'filesVideo.path', as: 'video' },
          ],
          actions: [
            {
              kind: 'form',
              label: '报名',
              form: 'exhibitor-signup',
              when: {
                all: [
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
                  { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
                  { test: { ref: 'scope', path: 'enterpriseIsJoin' }, op: 'eq', value: { value: 1 } },
                ],
              },
              gate: { login: '请先登录' },
            },
            {
              kind: 'call',
              label: '领取电子入场券',
              serverMessage: true,
              call: { params: { businessId: 'record.id', userId: 'session.userId' }, operation: 'claimVoucher' },
              when: {
                all: [
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
                  { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
                ],
              },
              gate: { login: '请先登录' },
              done: {
                label: '已领取',
                when: { test: { ref: 'scope', path: 'isReceive' }, op: 'eq', value: { value: 1 } },
              },
            },
            {
              kind: 'form',
              label: '报名',
              form: 'exhibitor-signup',
              when: {
                all: [
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
                  { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
                ],
              },
              gate: { login: '请先登录' },
            },
            {
              kind: 'navigate',
              label: '进入展厅',
              variant: 'outlined',
              route: 'showRoom',
              query: { id: 'record.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'toggle',
              field: 'isCollect',
              on: {
                params: { joinId: 'record.id', type: '7', userId: 'session.userId' },
                operation: 'doFavorites',
              },
              off: {
                params: { joinId: 'record.id', type: '7', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
            },
          ],
          blocks: [
            {
              kind: 'list',
              heading: '参展企业',
              operation: 'getActivityEnterpriseList',
              params: { activityId: 'record.id', pageNo: 1, pageSize: 10000 },
              columns: 3,
              empty: '暂无参展企业',
              item: {
                image: { field: 'coverPic' },
                title: { field: 'name' },
                lines: [{ label: '负责人', field: 'chargeperson' }],
              },
              queryPrefix: '',
            },
            {
              kind: 'comments',
              heading: '评论',
              list: {
                params: { joinId: 'record.id', type: 5, userId: 'session.userId' },
                operation: 'findCommentByTypeAndId',
              },
              pageSize: 10,
              fields: {
                id: 'id',
                avatar: 'userurl',
                name: 'username',
                text: 'message',
                time: 'befortime',
                replies: 'children',
                likes: 'likes',
                liked: 'islike',
              },
              submit: {
                params: { joinId: 'record.id', type: '5', level: '0', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              reply: {
                params: { joinId: 'record.id', type: '5', level: '1', commentId: 'row.id', userId: 'session.userId' },
                operation: 'submitComment',
                text: 'message',
              },
              like: {
                on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
                off: {
                  params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  operation: 'deleteLikes',
                },
              },
              delete: {
                params: { commentId: 'row.id', userId: 'session.userId' },
                operation: 'deleteMyComment',
                confirm: '确定删除这条评论吗？',
                when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
              },
              serverMessage: true,
              texts: {
                reply: '回复',
                like: '赞',
                liked: '已赞',
                delete: '删除',
                loginFirst: '请先登录',
                placeholder: '说点什么…',
                submit: '评论',
                replyPlaceholder: '写下你的回复',
                empty: '您还没有输入内容哟!',
                replies: '共{n}条回复',
                collapse: '收起回复',
                nameFallback: '昵称',
                none: '暂无评论',
              },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/chaCulture/showRoom',
    name: 'showRoom',
    title: '展商',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getActivityEnterpriseList',
          params: { activityId: 'query.id' },
          paging: { index: 'pageNo', size: 'pageSize' },
          pageSize: 4,
          columns: 2,
          item: {
            image: { field: 'companyPic' },
            title: { field: 'name' },
            lines: [
              { label: '负责人', field: 'chargeperson' },
              { label: '联系电话', field: 'phone', format: 'phone' },
              {
                template: [{ text: '浏览 ' }, { field: 'viewsNumber' }, { text: ' · 点赞 ' }, { field: 'likeNumber' }],
              },
            ],
          },
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/chaCulture/qydetail',
    name: 'qydetail',
    title: '企业详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/newGuide',
    name: 'newGuide',
    title: '新手指南',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['name'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'noviceGuideList',
          params: { pageIndex: 1, pageSize: 50 },
          card: 'guide',
          recordTabs: { label: 'name', select: { query: 'name', field: 'code' } },
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/about',
    name: 'about',
    title: '关于我们',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['type'],
    options: {},
    render: { kind: 'html', params: { type: 'query.type' }, operation: 'getInfo', title: 'title', content: 'content' },
    variants: [
      {
        when: { type: 'x' },
        title: '联系我们',
        render: {
          kind: 'page',
          main: [
            {
              kind: 'list',
              operation: 'getCustomerServiceList',
              card: 'hotline',
              params: {},
              queryPrefix: '',
            },
          ],
          sideAt: 'right',
        },
      },
    ],
  },
  {
    path: '/aboutLiuyan',
    name: 'aboutLiuyan',
    title: '网站留言',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'site-message' },
    variants: [],
  },
  {
    path: '/aboutflv',
    name: 'aboutflv',
    title: '法律声明',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'legal-notice' },
    variants: [],
  },
  {
    path: '/search',
    name: 'search',
    title: '搜索',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['search', 'type'],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/userysh',
    name: 'userysh',
    title: '创作中心',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: [],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getMemberDetail',
          params: { userId: 'session.userId' },
          title: { field: 'nickname' },
          image: { field: 'headurl' },
          sections: [{ label: '简介', field: 'info', wide: true }],
          blocks: [
            { kind: 'screen', screen: 'sign-in-dialog' },
            {
              kind: 'stats',
              params: { userId: 'session.userId' },
              operation: 'getUserHomeStats',
              items: [
                { label: '粉丝', field: 'fans_num' },
                { label: '阅读', field: 'view_num' },
                { label: '点赞', field: 'like_num' },
                { label: '评论', field: 'comment_num' },
                { label: '收藏', field: 'favorites_num' },
              ],
            },
          ],
        },
        {
          kind: 'links',
          heading: '创作',
          links: [
            { label: '发布文章', route: 'pubEssay' },
            { label: '发布视频', route: 'pubVideo' },
            { label: '问答', route: 'pubAsk' },
            { label: '作品管理', route: 'workManage' },
            { label: '评论管理', route: 'commentManage' },
            { label: '作品数据', route: 'opusData' },
            { label: '粉丝数据', route: 'etcData' },
          ],
        },
        {
          kind: 'list',
          heading: '最近作品',
          more: { label: '全部作品', route: 'workManage' },
          operation: 'findToutiaoByCondition',
          params: { memberId: 'session.userId', userId: 'session.userId', pageIndex: 1, pageSize: 5 },
          item: {
            image: { field: 'poster', when: { test: { ref: 'scope', path: 'poster' }, op: 'empty', empty: false } },
            title: { field: 'title' },
            badges: [{ field: 'authState', labels: 'authState' }, { field: 'type', labels: 'workType' }],
            lines: [
              { field: 'crtTime' },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'concernNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/userysh/pubEssay',
    name: 'pubEssay',
    title: '发布文章',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-article' },
    variants: [],
  },
  {
    path: '/userysh/pubVideo',
    name: 'pubVideo',
    title: '发布视频',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-video' },
    variants: [],
  },
  {
    path: '/userysh/pubAsk',
    name: 'pubAsk',
    title: '问答',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: ['page', 'type'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'findQuizListByCondition',
          params: { userId: 'session.userId' },
          pageSize: 10,
          filters: [
            {
              kind: 'tabs',
              param: 'type',
              query: 'type',
              label: '问答分类',
              options: [{ label: '推荐', value: 1 }, { label: '最新', value: 2 }, { label: '热门', value: 3 }],
            },
          ],
          add: { label: '提问', form: 'ask-question' },
          item: {
            title: { field: 'title' },
            lines: [
              { field: 'pictures', as: 'images', label: '问题图片' },
              { template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'befortime' }] },
              {
                template: [
                  { text: '回答 ' },
                  { field: 'commentNum' },
                  { text: ' · 阅读 ' },
                  { field: 'views' },
                  { text: ' · 收藏 ' },
                  { field: 'favoritesNum' },
                ],
              },
            ],
          },
          open: [{ route: 'twdetail', query: { id: 'row.id' } }],
          actions: [
            { kind: 'form', label: '写回答', edit: false, form: 'creator-answer' },
            {
              kind: 'toggle',
              field: 'isFavorites',
              on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doFavorites' },
              off: {
                params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                operation: 'deleteFavorites',
              },
              labels: ['收藏', '已收藏'],
              toasts: ['收藏成功', '取消收藏成功'],
            },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/userysh/workManage',
    name: 'workManage',
    title: '作品管理',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: ['page', 'tab', 'authState', 'starttime', 'endtime', 'title'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { memberId: 'session.userId', userId: 'session.userId' },
          pageSize: 5,
          tabs: [
            { label: '文章', params: { type: 1 } },
            { label: '视频', params: { type: 2 } },
            { label: '问答', params: { type: 3 } },
          ],
          filters: [
            {
              kind: 'select',
              param: 'authState',
              query: 'authState',
              label: '状态',
              options: [
                { label: '全部' },
                { label: '已发布', value: 1 },
                { label: '审核中', value: 0 },
                { label: '未通过', value: 2 },
              ],
            },
            { kind: 'dateRange', label: '发布日期', from: 'starttime', to: 'endtime', query: 'starttime' },
            { kind: 'search', param: 'title', query: 'title', label: '标题' },
          ],
          total: '共 {n} 条',
          item: {
            image: { field: 'poster', when: { test: { ref: 'scope', path: 'poster' }, op: 'empty', empty: false } },
            title: { field: 'title' },
            badges: [{ field: 'authState', labels: 'authState' }],
            lines: [
              {
                label: '最新回答',
                field: 'content',
                when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
              },
              {
                label: '驳回原因',
                field: 'authRemark',
                tone: 'error',
                when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 2 } },
              },
              { field: 'crtTime' },
              {
                template: [
                  { text: '阅读 ' },
                  { field: 'concernNum' },
                  { text: ' · 点赞 ' },
                  { field: 'likes' },
                  { text: ' · 评论 ' },
                  { field: 'commentNum' },
                ],
              },
            ],
          },
          open: [
            {
              route: 'twdetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.id', type: '2' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            { route: 'leaddetail', query: { id: 'row.id' } },
          ],
          actions: [
            {
              kind: 'popover',
              label: '查看数据',
              variant: 'outlined',
              items: [
                { label: '阅读', field: 'concernNum' },
                { label: '评论', field: 'commentNum' },
                { label: '点赞', field: 'likes' },
                { label: '收藏', field: 'favoritesNum' },
              ],
              when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '查看评论',
              variant: 'outlined',
              route: 'commentManage',
              query: { work: 'row.id', workType: 'row.type' },
              when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '编辑',
              variant: 'outlined',
              route: 'pubEssay',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'navigate',
              label: '编辑',
              variant: 'outlined',
              route: 'pubVideo',
              query: { id: 'row.id' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            {
              kind: 'form',
              label: '编辑',
              dialogTitle: '编辑问题',
              variant: 'outlined',
              form: 'edit-question',
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              kind: 'call',
              label: '删除',
              serverMessage: true,
              variant: 'text',
              confirm: '删除后内容将无法恢复，确认删除？',
              confirmTitle: '删除',
              call: { params: { articleId: 'row.id' }, operation: 'deleteArticle' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
            {
              kind: 'call',
              label: '删除',
              serverMessage: true,
              variant: 'text',
              confirm: '删除后内容将无法恢复，确认删除？',
              confirmTitle: '删除',
              call: { params: { videoId: 'row.id' }, operation: 'deleteVideo' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            {
              kind: 'call',
              label: '删除',
              serverMessage: true,
              variant: 'text',
              confirm: '删除后内容将无法恢复，确认删除？',
              confirmTitle: '删除',
              call: { params: { quizId: 'row.id' }, operation: 'deleteQuiz' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/userysh/opusData',
    name: 'opusData',
    title: '作品数据',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'opus-data' },
    variants: [],
  },
  {
    path: '/userysh/etcData',
    name: 'etcData',
    title: '粉丝数据',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'fans-data' },
    variants: [],
  },
  {
    path: '/userysh/commentManage',
    name: 'commentManage',
    title: '评论管理',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    query: ['page', 'type', 'work', 'workType'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'text',
          when: { test: { ref: 'query', path: 'work' }, op: 'empty', empty: true },
          text: '请在左侧选择作品，查看它的评论',
        },
        {
          kind: 'comments',
          when: { test: { ref: 'query', path: 'work' }, op: 'empty', empty: false },
          list: {
            params: { joinId: 'query.work', type: 'query.workType', userId: 'session.userId' },
            operation: 'findCommentByTypeAndId',
          },
          pageSize: 8,
          fields: {
            id: 'id',
            avatar: 'userurl',
            name: 'username',
            text: 'message',
            time: 'befortime',
            replies: 'children',
            likes: 'likes',
            liked: 'islike',
          },
          reply: {
            params: {
              joinId: 'query.work',
              type: 'query.workType',
              level: '1',
              commentId: 'row.id',
              userId: 'session.userId',
            },
            operation: 'submitComment',
            text: 'message',
          },
          like: {
            on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
            off: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'deleteLikes' },
          },
          delete: {
            params: { commentId: 'row.id', userId: 'session.userId' },
            operation: 'deleteMyComment',
            confirm: '确定删除这条评论吗？',
          },
          serverMessage: true,
          texts: {
            reply: '回复',
            like: '赞',
            liked: '已赞',
            delete: '删除',
            loginFirst: '请先登录',
            replyPlaceholder: '写下你的回复，和粉丝互动一下吧',
            empty: '请输入回复内容',
            replies: '共{n}条回复',
            collapse: '收起回复',
            nameFallback: '昵称',
            none: '暂无评论',
          },
        },
      ],
      side: [
        {
          kind: 'list',
          operation: 'findToutiaoByCondition',
          params: { memberId: 'session.userId', userId: 'session.userId', authState: 1 },
          pageSize: 10,
          filters: [
            {
              kind: 'tabs',
              param: 'type',
              query: 'type',
              label: '作品类型',
              options: [
                { label: '全部' },
                { label: '文章', value: 1 },
                { label: '视频', value: 2 },
                { label: '问答', value: 3 },
              ],
            },
          ],
          select: { work: 'row.id', workType: 'row.type' },
          item: {
            title: { field: 'title' },
            badges: [{ field: 'type', labels: 'workType' }],
            lines: [{ template: [{ text: '评论 ' }, { field: 'commentNum' }, { text: ' · ' }, { field: 'crtTime' }] }],
          },
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'left',
    },
    variants: [],
  },
  {
    path: '/yshRz',
    name: 'yshRz',
    title: '创作者认证',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'creator-verification' },
    variants: [],
  },
  {
    path: '/ggDetail',
    name: 'ggDetail',
    title: '公告详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'html',
      params: { id: 'query.id' },
      operation: 'getNoticeDetail',
      title: 'title',
      meta: 'crtTime',
      content: 'content',
    },
    variants: [],
  },
  {
    path: '/contentDetail',
    name: 'contentDetail',
    title: '内容详情',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['index'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'homeBannerList',
          params: { platform: 0 },
          pick: 'query.index',
          sections: [{ field: 'picUrl', as: 'image', wide: true }, { field: 'content', as: 'html', wide: true }],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/teaLoanApply',
    name: 'teaLoanApply',
    title: '茶农贷款申请',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'tea-loan-apply' },
    variants: [],
  },
  {
    path: '/chaScenery',
    name: 'chaScenery',
    title: '茶叶风光',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'tea-scenery' },
    variants: [],
  },
  {
    path: '/chaIndex',
    name: 'chaIndex',
    title: '茶叶风光',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'tea-scenery' },
    variants: [],
  },
  {
    path: '/moreNotice',
    name: 'moreNotice',
    title: '公告',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getNoticeList',
          pageSize: 10,
          card: 'notice',
          open: [{ route: 'ggDetail', query: { id: 'row.id' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/moreNoticewz',
    name: 'moreNoticewz',
    title: '公告',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getNoticeList',
          pageSize: 10,
          card: 'notice',
          open: [{ route: 'ggDetail', query: { id: 'row.id' } }],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/seoInfo',
    name: 'seoInfo',
    title: '资讯',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/flowerMarket',
    name: 'flowerMarket',
    title: '花卉市场',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/allclass',
    name: 'allclass',
    title: '全部分类',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/salesList',
    name: 'salesList',
    title: '销售榜',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'not-open' },
    variants: [],
  },
  {
    path: '/user',
    name: 'user',
    title: '个人中心',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['section'],
    options: { signInDays: 7, signRuleInfoType: 8 },
    render: { kind: 'screen', screen: 'user-home' },
    variants: [],
  },
  {
    path: '/user/myJifen',
    name: 'myJifen',
    title: '我的积分',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'stats',
          params: { userId: 'session.userId' },
          operation: 'getMemberDetail',
          items: [{ label: '当前积分', field: 'integral' }],
        },
        {
          kind: 'list',
          heading: '积分记录',
          operation: 'listScoreRecords',
          params: { userId: 'session.userId' },
          pageSize: 6,
          item: {
            title: { field: 'type', labels: 'pointsType' },
            lines: [{ field: 'createTime' }],
            aside: { template: [{ text: '+' }, { field: 'score' }] },
          },
          empty: '暂无记录',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/mySC',
    name: 'mySC',
    title: '我的收藏',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['page', 'tab'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          pageSize: 10,
          tabs: [
            {
              label: '职位',
              operation: 'listJobs',
              params: { collectStatus: 1, userId: 'session.userId' },
              card: 'job',
              open: [{ route: 'ysServiceDetail', query: { id: 'row.id' } }],
            },
            {
              label: '文章',
              operation: 'findFavorites',
              params: { type: 1, userId: 'session.userId' },
              paging: 'local',
              card: 'article',
              open: [{ route: 'leaddetail', query: { id: 'row.id' } }],
            },
            {
              label: '问答',
              operation: 'findFavorites',
              params: { type: 3, userId: 'session.userId' },
              paging: 'local',
              card: 'question',
              open: [{ route: 'twdetail', query: { id: 'row.id' } }],
            },
            {
              label: '活动',
              operation: 'listMyLikedActivities',
              params: { memberId: 'session.userId' },
              paging: { index: 'pageNo', size: 'pageSize' },
              card: 'activity',
              open: [
                {
                  route: 'pbSelectionDetail',
                  query: { id: 'row.id' },
                  when: { test: { ref: 'row', path: 'tag' }, op: 'eq', value: { value: 0 } },
                },
                { route: 'hddetail', query: { id: 'row.id' } },
              ],
            },
            {
              label: '专家',
              operation: 'myLikeExpert',
              params: { memberid: 'session.userId' },
              card: 'expert',
              open: [{ route: 'chajiDetail', query: { id: 'row.id' } }],
            },
          ],
          params: {},
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myevaluate',
    name: 'myevaluate',
    title: '我的评论',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'findCommentListByUserId',
          params: { userId: 'session.userId' },
          pageSize: 8,
          item: {
            title: { field: 'title' },
            badges: [{ field: 'remark' }],
            lines: [{ field: 'message' }, { field: 'crt_time' }],
          },
          open: [
            {
              route: 'leaddetail',
              query: { id: 'row.joinId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.joinId', type: 2 },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            {
              route: 'twdetail',
              query: { id: 'row.joinId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'in', values: [3, 9] },
            },
            {
              route: 'hddetail',
              query: { id: 'row.joinId' },
              when: {
                all: [
                  { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
                  { test: { ref: 'scope', path: 'remark' }, op: 'eq', value: { value: '茶文化节' } },
                ],
              },
            },
            {
              route: 'pbSelectionDetail',
              query: { id: 'row.joinId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
            },
            {
              route: 'xuexiDetail',
              query: { id: 'row.joinId', type: 2 },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
            },
            {
              route: 'honorHallDetail',
              query: { id: 'row.joinId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 8 } },
            },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myProcure',
    name: 'myProcure',
    title: '我的采购',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['tab', 'buypage', 'goodspage', 'offerpage'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'tabs',
          query: 'tab',
          items: [
            {
              label: '我的采购',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listMyWantBuys',
                  params: { memberId: 'session.userId' },
                  pageSize: 5,
                  queryPrefix: 'buy',
                  item: {
                    title: { field: 'goodName' },
                    badges: [
                      {
                        text: '报价中',
                        tone: 'success',
                        when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                      },
                      {
                        text: '已结束',
                        when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } },
                      },
                    ],
                    lines: [
                      { label: '采购量', field: 'purchaseVolume' },
                      { label: '报价截止', field: 'endTime' },
                      { label: '发布时间', field: 'crtTime' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'navigate',
                      label: '查看报价商家',
                      variant: 'outlined',
                      route: 'myProcuresj',
                      query: { id: 'row.id' },
                    },
                    {
                      kind: 'navigate',
                      label: '查看求购详情',
                      variant: 'outlined',
                      route: 'myProcureXQ',
                      query: { id: 'row.id', type: 1 },
                    },
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'text',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteMyWantBuy' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
            {
              label: '我的发布',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listMyReleases',
                  params: { memberId: 'session.userId' },
                  pageSize: 5,
                  queryPrefix: 'goods',
                  item: {
                    image: { field: 'imgs' },
                    title: { field: 'detailedInformation' },
                    lines: [
                      { label: '联系人', field: 'people' },
                      { label: '联系方式', field: 'phone' },
                      { label: '发布时间', field: 'crtTime' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'navigate',
                      label: '查看',
                      variant: 'outlined',
                      route: 'prodetail',
                      query: { id: 'row.id' },
                    },
                    {
                      kind: 'navigate',
                      label: '修改',
                      variant: 'outlined',
                      route: 'pubPro',
                      query: { id: 'row.id' },
                    },
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'text',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteMyRelease' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
            {
              label: '我的报价',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listMyOffers',
                  params: { memberId: 'session.userId' },
                  pageSize: 5,
                  queryPrefix: 'offer',
                  item: {
                    title: { field: 'goodName' },
                    badges: [
                      {
                        text: '报价中',
                        tone: 'success',
                        when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                      },
                      {
                        text: '已结束',
                        when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } },
                      },
                    ],
                    lines: [
                      { label: '采购方', field: 'enterpriseName' },
                      { label: '报价商家', field: 'business' },
                      {
                        label: '联系人',
                        template: [{ field: 'people' }, { text: '（' }, { field: 'phone' }, { text: '）' }],
                      },
                      { label: '报价时间', field: 'crtTime' },
                    ],
                    aside: { field: 'offerPrice', format: 'yuan' },
                  },
                  actions: [
                    {
                      kind: 'form',
                      label: '修改报价',
                      dialogTitle: '报价信息',
                      form: 'modify-offer',
                      when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                    },
                    {
                      kind: 'navigate',
                      label: '查看求购详情',
                      variant: 'outlined',
                      route: 'myProcureXQ',
                      query: { id: 'row.wantBuyId', type: 2 },
                    },
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'text',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteMyOffer' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myProcureXQ',
    name: 'myProcureXQ',
    title: '采购详情',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['id', 'type'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getWantBuy',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'goodName' },
          badges: [
            {
              text: '报价中',
              tone: 'success',
              when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
            },
            { text: '已结束', when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } } },
          ],
          meta: [{ template: [{ text: '发布于 ' }, { field: 'crtTime' }] }],
          sections: [
            { label: '报价截止', field: 'endTime' },
            { label: '期望收货', field: 'takeDeliveryTime' },
            { label: '联系人', field: 'contacts' },
            { label: '联系方式', field: 'contactInformation' },
            { label: '产品名称', field: 'goodName' },
            { label: '采购量', field: 'purchaseVolume' },
            { label: '收货地址', field: 'address' },
            { label: '报价要求', field: 'offerRequirement' },
            { label: '发票要求', field: 'invoiceRequirement' },
            { label: '交易方式', field: 'transactionMode' },
            { label: '产品描述', field: 'goodDescribe', wide: true },
            { label: '补充说明', field: 'supplement', wide: true },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '修改',
              route: 'pubcInfo',
              query: { id: 'record.id' },
              when: { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
            },
            {
              kind: 'call',
              label: '删除',
              toast: '删除成功!',
              then: 'back',
              variant: 'outlined',
              confirm: '确定要删除吗？',
              call: { params: { id: 'record.id' }, operation: 'deleteMyWantBuy' },
              when: { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myProcuresj',
    name: 'myProcuresj',
    title: '报价人',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['id', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'listBidders',
          params: { wantBuyId: 'query.id' },
          pageSize: 10,
          item: {
            title: { field: 'business' },
            aside: { field: 'offerPrice', format: 'yuan' },
            lines: [
              { label: '联系人', field: 'people' },
              { label: '联系电话', field: 'phone' },
              { label: '报价时间', field: 'crtTime' },
            ],
          },
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/inviteFriend',
    name: 'inviteFriend',
    title: '邀请好友',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getInvitationSummary',
          params: { userId: 'session.userId' },
          title: { text: '邀请好友' },
          sections: [
            { label: '已邀请', template: [{ field: 'people' }, { text: ' 人' }] },
            { label: '获得积分', template: [{ field: 'sumIntegral' }, { text: ' 积分' }] },
            {
              label: '邀请规则',
              template: [
                { text: '好友通过您的邀请链接注册成为会员，您可获得 ' },
                { field: 'integral' },
                { text: ' 积分；好友注册即得 100 积分新手欢迎奖励。' },
              ],
              wide: true,
            },
          ],
          actions: [
            {
              kind: 'copy',
              label: '复制邀请链接',
              link: { route: 'grReg', query: { invitationId: 'session.userId' } },
              failed: '复制失败，请手动复制',
              copied: '复制成功，快去邀请好友吧',
            },
          ],
        },
        {
          kind: 'list',
          heading: '邀请记录',
          operation: 'listInvitedUsers',
          params: { userId: 'session.userId' },
          pageSize: 10,
          item: {
            image: { field: 'headurl' },
            title: { field: 'nickname' },
            lines: [
              { label: '手机号', field: 'phone' },
              { label: '注册时间', field: 'createTime' },
              { label: '新手任务', template: [{ field: 'fourCount' }, { text: '/4' }] },
            ],
          },
          empty: '暂无记录',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/browseHistory',
    name: 'browseHistory',
    title: '浏览记录',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'buttons',
          actions: [
            {
              kind: 'call',
              label: '清空记录',
              variant: 'outlined',
              toast: '清除成功',
              confirm: '清空后浏览记录将无法恢复，确定要清空吗？',
              confirmTitle: '清空确认',
              call: { params: { userId: 'session.userId' }, operation: 'clearBrowseRecords' },
            },
          ],
        },
        {
          kind: 'list',
          operation: 'listBrowseRecords',
          params: { userId: 'session.userId' },
          pageSize: 10,
          groupBy: { field: 'browseDate' },
          item: {
            image: { field: 'cover' },
            title: { field: 'title' },
            badges: [{ field: 'type', labels: 'browseType' }],
            lines: [{ field: 'summary' }, { field: 'createTime', format: 'time' }],
          },
          open: [
            {
              route: 'leaddetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            },
            {
              route: 'twdetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            },
            {
              route: 'leaddetail',
              query: { id: 'row.businessId', type: 2 },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
            },
            {
              route: 'ysServiceDetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 4 } },
            },
            {
              route: 'hddetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
            },
            {
              route: 'pbSelectionDetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 6 } },
            },
            {
              route: 'cgdetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
            },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '去报价',
              route: 'cgdetail',
              query: { id: 'row.businessId' },
              when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
            },
          ],
          empty: '暂无记录',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/task',
    name: 'task',
    title: '任务中心',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          heading: '新手任务',
          operation: 'listUserTasks',
          params: { userId: 'session.userId', type: 0 },
          pageSize: 20,
          item: {
            title: { field: 'taskName' },
            aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
          },
          actions: [
            {
              kind: 'path',
              label: '领取',
              path: 'row.path',
              done: {
                label: '已完成',
                when: { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 0 } },
              },
            },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
        {
          kind: 'list',
          heading: '日常任务',
          operation: 'listUserTasks',
          params: { userId: 'session.userId', type: 1 },
          pageSize: 20,
          item: {
            title: { field: 'taskName' },
            aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
          },
          actions: [
            {
              kind: 'path',
              label: '领取',
              path: 'row.path',
              done: {
                label: '已完成',
                when: { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 0 } },
              },
            },
          ],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myTicket',
    name: 'myTicket',
    title: '我的门票',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['type', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'listMyVouchers',
          params: { userId: 'session.userId', type: 'query.type' },
          pageSize: 6,
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            badges: [
              { field: 'status', labels: 'activityStatus' },
              {
                text: '已打卡',
                tone: 'success',
                when: { test: { ref: 'scope', path: 'clockStatus' }, op: 'eq', value: { value: 1 } },
              },
            ],
            lines: [
              { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
              { label: '活动地址', field: 'address' },
              { label: '领取时间', field: 'receiveTime' },
            ],
          },
          open: [{ route: 'myTicketXQ', query: { id: 'row.id' } }],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/myTicketXQ',
    name: 'myTicketXQ',
    title: '门票详情',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getActivityDetail',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'name' },
          image: { field: 'coverPic' },
          badges: [{ field: 'status', labels: 'activityStatus' }],
          sections: [
            { label: '主办方', field: 'sponsor' },
            {
              label: '活动时间',
              template: [
                { field: 'startTime' },
                { text: ' 至 ' },
                { field: 'endTime' },
                { text: '，每天 ' },
                { field: 'dayStartTime', format: 'hourMinute' },
                { text: '–' },
                { field: 'dayEndTime', format: 'hourMinute' },
              ],
            },
            { label: '活动地址', field: 'address' },
            { label: '活动介绍', field: 'details', as: 'html' },
          ],
          actions: [
            {
              kind: 'call',
              label: '打卡',
              position: { lng: 'jingdu', lat: 'weidu', fallback: 'address' },
              toast: '打卡成功',
              then: 'reload',
              call: { params: { businessId: 'record.id', userId: 'session.userId' }, operation: 'checkInVoucher' },
              done: {
                label: '已打卡',
                when: { test: { ref: 'scope', path: 'clockStatus' }, op: 'eq', value: { value: 1 } },
              },
            },
            { kind: 'map', label: '查看地图', variant: 'outlined', address: 'address' },
          ],
          blocks: [{ kind: 'screen', heading: '活动数据', screen: 'ticket-charts' }],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/zgzgMypub',
    name: 'zgzgMypub',
    title: '我的发布',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['tab', 'jobpage', 'm0page', 'm1page', 'm2page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'buttons',
          actions: [
            { kind: 'navigate', label: '发布职位', route: 'pubjob' },
            { kind: 'form', label: '添加下级', variant: 'outlined', form: 'add-sub-member' },
          ],
        },
        {
          kind: 'tabs',
          query: 'tab',
          items: [
            {
              label: '本人',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listJobs',
                  params: { userId: 'session.userId' },
                  pageSize: 10,
                  queryPrefix: 'job',
                  item: {
                    title: { field: 'title' },
                    badges: [
                      { field: 'status', labels: 'jobListing' },
                      {
                        text: '急招',
                        tone: 'error',
                        when: { test: { ref: 'scope', path: 'jzStatus' }, op: 'eq', value: { value: 1 } },
                      },
                    ],
                    lines: [
                      {
                        label: '工作日期',
                        template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
                        when: { test: { ref: 'scope', path: 'ygkssj' }, op: 'empty', empty: false },
                      },
                      { label: '发布时间', field: 'crtTime' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'toggle',
                      field: 'status',
                      on: { params: { id: 'row.id', status: 1 }, operation: 'setJobListing' },
                      off: { params: { id: 'row.id', status: 0 }, operation: 'setJobListing' },
                      labels: ['上架', '下架'],
                    },
                    {
                      kind: 'navigate',
                      label: '查看',
                      variant: 'outlined',
                      route: 'ysServiceDetail',
                      query: { id: 'row.id' },
                    },
                    {
                      kind: 'navigate',
                      label: '修改',
                      variant: 'outlined',
                      route: 'pubjob',
                      query: { id: 'row.id' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
            {
              label: '村长',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listSubMembers',
                  params: { cqId: 'session.userId', role: 0 },
                  pageSize: 10,
                  queryPrefix: 'm0',
                  item: {
                    title: { field: 'name' },
                    badges: [{ field: 'role', labels: 'subMemberRole' }],
                    lines: [
                      { label: '加入时间', field: 'createTime' },
                      { label: '手机号', field: 'phone' },
                      { label: '所在村', field: 'cun' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'outlined',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
            {
              label: '组长',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listSubMembers',
                  params: { cqId: 'session.userId', role: 1 },
                  pageSize: 10,
                  queryPrefix: 'm1',
                  item: {
                    title: { field: 'name' },
                    badges: [{ field: 'role', labels: 'subMemberRole' }],
                    lines: [
                      { label: '加入时间', field: 'createTime' },
                      { label: '手机号', field: 'phone' },
                      { label: '所在村', field: 'cun' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'outlined',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
            {
              label: '茶农',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listSubMembers',
                  params: { cqId: 'session.userId', role: 2 },
                  pageSize: 10,
                  queryPrefix: 'm2',
                  item: {
                    title: { field: 'name' },
                    badges: [{ field: 'role', labels: 'subMemberRole' }],
                    lines: [
                      { label: '加入时间', field: 'createTime' },
                      { label: '手机号', field: 'phone' },
                      { label: '所在村', field: 'cun' },
                    ],
                  },
                  actions: [
                    {
                      kind: 'call',
                      label: '删除',
                      toast: '删除成功!',
                      variant: 'outlined',
                      confirm: '确定要删除吗？',
                      call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                    },
                  ],
                  empty: '暂无数据',
                },
              ],
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/zgzgMysc',
    name: 'zgzgMysc',
    title: '我的收藏',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: true,
    query: ['page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'listJobs',
          params: { collectStatus: 1, userId: 'session.userId' },
          pageSize: 10,
          card: 'job',
          open: [{ route: 'ysServiceDetail', query: { id: 'row.id' } }],
          empty: '暂无数据',
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/userInfo',
    name: 'userInfo',
    title: '基本资料',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'basic-profile' },
    variants: [],
  },
  {
    path: '/user/noticeCenter',
    name: 'noticeCenter',
    title: '消息中心',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['tab', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'tabs',
          query: 'tab',
          items: [
            {
              label: '系统消息',
              blocks: [
                {
                  kind: 'list',
                  operation: 'listSystemMessages',
                  params: { memberId: 'session.userId', type: 2 },
                  pageSize: 10,
                  item: {
                    title: { field: 'title' },
                    badges: [
                      {
                        text: '未读',
                        tone: 'error',
                        when: { test: { ref: 'scope', path: 'isRead' }, op: 'eq', value: { value: 0 } },
                      },
                    ],
                    lines: [{ field: 'crtTime' }],
                  },
                  actions: [
                    {
                      kind: 'navigate',
                      label: '详情',
                      variant: 'outlined',
                      route: 'noticeDetail',
                      query: { id: 'row.id' },
                    },
                  ],
                  empty: '暂无消息',
                  queryPrefix: '',
                },
              ],
            },
            { label: '我的消息', blocks: [{ kind: 'screen', screen: 'chat' }] },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/chat',
    name: 'chat',
    title: '我的消息',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['to'],
    options: {},
    render: { kind: 'screen', screen: 'chat' },
    variants: [],
  },
  {
    path: '/user/noticeDetail',
    name: 'noticeDetail',
    title: '消息详情',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'record',
          operation: 'getSystemMessageDetail',
          params: { memberId: 'session.userId', messageId: 'query.id' },
          stale: ['listSystemMessages'],
          title: { field: 'title' },
          meta: [{ field: 'crtTime' }],
          sections: [{ field: 'content', as: 'html', wide: true }],
          actions: [{ kind: 'navigate', label: '返回列表', variant: 'outlined', route: 'noticeCenter' }],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/Verified',
    name: 'Verified',
    title: '实名认证',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'verified' },
    variants: [],
  },
  {
    path: '/user/deputyOperators',
    name: 'deputyOperators',
    title: '副操作员管理',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['id'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'list',
          operation: 'getAdminList',
          params: { enterpriseId: 'query.id' },
          card: 'deputy',
          add: { label: '添加副操作员', form: 'deputy-operator' },
          actions: [
            { kind: 'form', label: '编辑', form: 'deputy-operator' },
            {
              kind: 'call',
              label: '删除',
              serverMessage: true,
              then: 'reload',
              confirm: '确定要删除吗？',
              call: { params: { id: 'row.id' }, operation: 'deleteAdmin' },
            },
          ],
          queryPrefix: '',
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
  {
    path: '/user/cultureManage',
    name: 'cultureManage',
    title: '茶文化节管理',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    query: ['tab', 'id', 'page'],
    options: {},
    render: {
      kind: 'page',
      main: [
        {
          kind: 'tabs',
          when: { test: { ref: 'query', path: 'id' }, op: 'empty', empty: true },
          query: 'tab',
          items: [
            { label: '申请活动', blocks: [{ kind: 'form', form: 'festival-application' }] },
            {
              label: '活动状态',
              blocks: [
                {
                  kind: 'list',
                  operation: 'getPcActivityList',
                  params: { enterpriseId: 'session.userId', status: 0, timeType: 0 },
                  paging: { index: 'pageNo', size: 'pageSize' },
                  pageSize: 6,
                  item: {
                    image: { field: 'coverPic' },
                    title: { field: 'name' },
                    badges: [{ field: 'checkStatus', labels: 'checkStatus' }],
                    lines: [
                      { label: '主办方', field: 'sponsor' },
                      {
                        label: '活动时间',
                        template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
                      },
                      { label: '举办地址', field: 'address' },
                      { label: '申请时间', field: 'crtTime' },
                    ],
                  },
                  open: [
                    {
                      route: 'hddetail',
                      query: { id: 'row.id' },
                      when: { test: { ref: 'scope', path: 'checkStatus' }, op: 'eq', value: { value: 2 } },
                    },
                    { route: 'cultureManage', query: { id: 'row.id' } },
                  ],
                  empty: '暂无数据',
                  queryPrefix: '',
                },
              ],
            },
          ],
        },
        {
          kind: 'record',
          when: { test: { ref: 'query', path: 'id' }, op: 'empty', empty: false },
          operation: 'getActivityDetail',
          params: { id: 'query.id', userId: 'session.userId' },
          title: { field: 'name' },
          image: { field: 'coverPic' },
          badges: [{ field: 'checkStatus', labels: 'checkStatus' }],
          sections: [
            {
              label: '驳回原因',
              field: 'checkRemark',
              when: { test: { ref: 'scope', path: 'checkStatus' }, op: 'eq', value: { value: 1 } },
            },
            { label: '主办方', field: 'sponsor' },
            { label: '活动形式', template: [{ field: 'type', labels: 'activityType' }] },
            {
              label: '报名时间',
              template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
              when: { test: { ref: 'scope', path: 'enterpriseIsJoin' }, op: 'eq', value: { value: 1 } },
            },
            { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
            {
              label: '每天时间',
              template: [
                { field: 'dayStartTime', format: 'hourMinute' },
                { text: '–' },
                { field: 'dayEndTime', format: 'hourMinute' },
              ],
            },
            { label: '活动链接', field: 'crtHost' },
            { label: '容纳人数', field: 'number' },
            { label: '举办地址', field: 'address' },
            { label: '申请时间', field: 'crtTime' },
            { label: '活动图片', field: 'files.path', as: 'images' },
            { label: '活动介绍', field: 'details', as: 'html' },
          ],
          actions: [
            {
              kind: 'navigate',
              label: '返回列表',
              variant: 'outlined',
              route: 'cultureManage',
              query: { tab: 2 },
            },
          ],
        },
      ],
      sideAt: 'right',
    },
    variants: [],
  },
];

export const routeByName = Object.fromEntries(routes.map((route) => [route.name, route])) as Readonly<
  Record<RouteName, RouteDef>
>;

/** The query parameters each route reads, all optional. */
export interface RouteQuery {
  index: Record<string, never>;
  login: { redirect?: string };
  forgetpassword: Record<string, never>;
  grReg: { invitationId?: string };
  frReg: Record<string, never>;
  leadNews: { page?: string };
  tjlist: { page?: string };
  gzlist: Record<string, never>;
  dsplist: { page?: string };
  twlist: { page?: string };
  learnPX: { page?: string };
  xyChaqi: { page?: string };
  xuexiDetail: { id?: string; type?: string };
  xyChaqiD: { id?: string };
  leaddetail: { id?: string; type?: string };
  twdetail: { id?: string; type?: string };
  yshIndex: { id?: string };
  bigDeal: { tab?: string; buypage?: string; goodspage?: string; page?: string };
  pubcInfo: { id?: string };
  pubPro: { id?: string };
  cgdetail: { id?: string };
  prodetail: { id?: string };
  bannerDetail: { type?: string; index?: string };
  pbSelection: { page?: string; status?: string };
  pbSelectionDetail: { id?: string };
  toupiaoList: { id?: string; page?: string; name?: string };
  toupiaoDetail: { id?: string; type?: string; tab?: string };
  ranking: { id?: string };
  yslist: { page?: string; type?: string; jiexinfangshiList?: string; addressList?: string };
  ysServiceDetail: { id?: string };
  pubjob: { id?: string };
  honorHall: { page?: string; type?: string };
  honorHallDetail: { id?: string };
  teaHonor: Record<string, never>;
  chajiService: { page?: string; searchName?: string };
  chajiDetail: { id?: string };
  chaCulture: { page?: string; timeType?: string; status?: string };
  hddetail: { id?: string };
  showRoom: { id?: string; page?: string };
  qydetail: Record<string, never>;
  newGuide: { name?: string };
  about: { type?: string };
  aboutLiuyan: Record<string, never>;
  aboutflv: Record<string, never>;
  search: { search?: string; type?: string };
  userysh: Record<string, never>;
  pubEssay: { id?: string };
  pubVideo: { id?: string };
  pubAsk: { page?: string; type?: string };
  workManage: { page?: string; tab?: string; authState?: string; starttime?: string; endtime?: string; title?: string };
  opusData: Record<string, never>;
  etcData: Record<string, never>;
  commentManage: { page?: string; type?: string; work?: string; workType?: string };
  yshRz: Record<string, never>;
  ggDetail: { id?: string };
  contentDetail: { index?: string };
  teaLoanApply: Record<string, never>;
  chaScenery: Record<string, never>;
  chaIndex: Record<string, never>;
  moreNotice: { page?: string };
  moreNoticewz: { page?: string };
  seoInfo: Record<string, never>;
  flowerMarket: Record<string, never>;
  allclass: Record<string, never>;
  salesList: Record<string, never>;
  user: { section?: string };
  myJifen: { page?: string };
  mySC: { page?: string; tab?: string };
  myevaluate: { page?: string };
  myProcure: { tab?: string; buypage?: string; goodspage?: string; offerpage?: string };
  myProcureXQ: { id?: string; type?: string };
  myProcuresj: { id?: string; page?: string };
  inviteFriend: { page?: string };
  browseHistory: { page?: string };
  task: { page?: string };
  myTicket: { type?: string; page?: string };
  myTicketXQ: { id?: string };
  zgzgMypub: { tab?: string; jobpage?: string; m0page?: string; m1page?: string; m2page?: string };
  zgzgMysc: { page?: string };
  userInfo: Record<string, never>;
  noticeCenter: { tab?: string; page?: string };
  chat: { to?: string };
  noticeDetail: { id?: string };
  Verified: Record<string, never>;
  deputyOperators: { id?: string };
  cultureManage: { tab?: string; id?: string; page?: string };
}

/** The router path of a route with its query, e.g. href('login', { redirect: '7' }) is '/login?redirect=7'. */
export function href<Name extends RouteName>(name: Name, query?: RouteQuery[Name]): string {
  const route = routeByName[name];
  const values: Partial<Record<string, string>> = query ?? {};
  const search = new URLSearchParams();
  for (const param of route.query) {
    const value = values[param];
    if (value !== undefined) search.set(param, value);
  }
  const text = search.toString();
  return text ? `${route.path}?${text}` : route.path;
}
