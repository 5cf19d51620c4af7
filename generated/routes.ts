// generated from spec/routes.yaml by npm run generate — do not edit
import type { OperationId } from './api/operations.js';
import type { FormId } from './forms/index.js';
import type { PageId } from './pages/index.js';
import type { Action, Block, Params } from './page-types.js';

export type { FormId, PageId };
export type * from './page-types.js';
export { platform } from './platform.js';

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
  | 'changePassword'
  | 'deputyOperators'
  | 'cultureManage';

/** Hand-written screens the routes render, each in src/screens/<name>.tsx. */
export type ScreenName =
  | 'chat'
  | 'creator-verification'
  | 'daily-sign-in'
  | 'expert-consult'
  | 'login'
  | 'tea-scenery'
  | 'user-home'
  | 'verified';

/** Cards the generic list pages render a row with, each in src/cards/<name>.tsx. */
export type CardName =
  'activity' | 'article' | 'deputy' | 'expert' | 'guide' | 'hotline' | 'job' | 'notice' | 'question';

export type Shell = 'main' | 'user' | 'creator' | 'bare';

/** Icons a navigation entry or a tab names (spec/schema/routes.schema.json `$defs.icon`). */
export type IconName =
  | 'home'
  | 'article'
  | 'trade'
  | 'work'
  | 'person'
  | 'menu'
  | 'search'
  | 'back'
  | 'star'
  | 'phone'
  | 'chat'
  | 'points'
  | 'favourite'
  | 'comment'
  | 'cart'
  | 'invite'
  | 'history'
  | 'task'
  | 'ticket'
  | 'profile'
  | 'lock'
  | 'shield'
  | 'bell'
  | 'info'
  | 'help'
  | 'feedback'
  | 'headset'
  | 'verified'
  | 'event'
  | 'service'
  | 'guide'
  | 'trophy'
  | 'map'
  | 'notice'
  | 'video'
  | 'edit'
  | 'chart';
export type TabIconName = 'home' | 'article' | 'trade' | 'work' | 'person' | 'star' | 'chat';

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
  /** the member's chat client starts when the route opens */
  startsChat: boolean;
  /** the query parameters the route reads */
  query: readonly string[];
  /** constants its screen reads (poll intervals, page sizes) */
  options: Readonly<Record<string, string | number | boolean | null>>;
  /** a generated form, a hand-written screen or a generic page */
  render: Render;
  /**
   * another title or render when the route's query meets `when` (each parameter equal to a value, or
   * { empty } for absent or given; the first that matches wins); without a render, the route's own
   */
  variants: readonly { when: Readonly<Record<string, string | { empty: boolean }>>; title?: string; render?: Render }[];
}

export type Render = { kind: 'form'; form: FormId } | { kind: 'screen'; screen: ScreenName } | HtmlPage | PageRef;

/** A composed page by its module in generated/pages/ (generated/pages/index.ts loads it). */
export interface PageRef {
  kind: 'page';
  id: PageId;
  /** the screens it draws as it opens, loaded with it */
  screens?: readonly ScreenName[];
  /** a phone shows it as an entry page of a menu (its `phone:`): the shell leaves the centre's menu out */
  phoneEntries?: true;
}

/** The block and action kinds of the language (spec/schema/routes.schema.json, `x-kind`). */
export type BlockKind =
  | 'list'
  | 'record'
  | 'carousel'
  | 'comments'
  | 'html'
  | 'text'
  | 'links'
  | 'stats'
  | 'charts'
  | 'buttons'
  | 'tabs'
  | 'form'
  | 'screen'
  | 'share';
export type ActionKind =
  | 'navigate'
  | 'href'
  | 'call'
  | 'toggle'
  | 'form'
  | 'reveal'
  | 'copy'
  | 'path'
  | 'map'
  | 'chat'
  | 'logout'
  | 'popover'
  | 'details';

/** Fails the typecheck when the runtime's page types and the schema's kinds differ (tests/generator/language.test.ts checks the rest). */
export const kindsAgree: [
  Exclude<BlockKind, Block['kind']>,
  Exclude<Block['kind'], BlockKind>,
  Exclude<ActionKind, Action['kind']>,
  Exclude<Action['kind'], ActionKind>,
] extends [never, never, never, never]
  ? true
  : never = true;

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
  icon?: IconName;
}

/** A tab of the phone's bottom bar: where it leads, its icon, and the routes on which it is the current tab. */
export interface NavTab {
  label: string;
  route: RouteName;
  icon: TabIconName;
  current: readonly RouteName[];
}

/** The shell's menus, hotlines and record number (spec/routes.yaml `navigation`). */
export const navigation = {
  hotline: '400-0376-888',
  reportHotline: '0376-12345',
  recordNumber: '豫ICP备2026000001号',
  appQrCode: 'app-qr',
  assumed:
    "seed 1 §2.3 omits the customer-service number, the report hotline, the record-filing number and the advertisement code of the app QR images; these are the sandbox's demo values.",
  account: { label: '我的账户', route: 'user' },
  menuTitles: { service: '服务', help: '帮助中心', siteMap: '网站导航', app: '手机App' },
  header: {
    register: [
      { label: '个人注册', route: 'grReg' },
      { label: '法人注册', route: 'frReg' },
    ],
    service: [
      { label: '大宗交易', route: 'bigDeal', icon: 'trade' },
      { label: '招聘求职', route: 'yslist', icon: 'work' },
      { label: '茶技服务', route: 'chajiService', icon: 'service' },
      { label: '茶农贷款', route: 'teaLoanApply', icon: 'points' },
      { label: '茶文化节', route: 'chaCulture', icon: 'event' },
    ],
    help: [
      { label: '新手指南', route: 'newGuide', icon: 'guide' },
      { label: '实名认证指南', route: 'newGuide', query: { name: 'sfrz' }, icon: 'verified' },
      { label: '头条发布指南', route: 'newGuide', query: { name: 'ttfb' }, icon: 'edit' },
      { label: '网站留言', route: 'aboutLiuyan', icon: 'feedback' },
    ],
    siteMap: [
      { label: '首页', route: 'index', icon: 'home' },
      { label: '云赏头条', route: 'tjlist', icon: 'article' },
      { label: '大宗交易', route: 'bigDeal', icon: 'trade' },
      { label: '评比评选', route: 'pbSelection', icon: 'trophy' },
      { label: '招聘求职', route: 'yslist', icon: 'work' },
      { label: '荣誉殿堂', route: 'honorHall', icon: 'star' },
      { label: '茶技服务', route: 'chajiService', icon: 'service' },
      { label: '茶文化节', route: 'chaCulture', icon: 'event' },
      { label: '公告', route: 'moreNoticewz', icon: 'notice' },
    ],
  },
  nav: [
    { label: '首页', route: 'index', icon: 'home' },
    { label: '茶园风光', notOpen: true, icon: 'map' },
    { label: '云赏头条', route: 'tjlist', icon: 'article' },
    { label: '商城', notOpen: true, icon: 'cart' },
    { label: '大宗交易', route: 'bigDeal', icon: 'trade' },
    { label: '评比评选', route: 'pbSelection', icon: 'trophy' },
    { label: '招聘求职', route: 'yslist', icon: 'work' },
  ],
  search: {
    route: 'search',
    historySize: 5,
    categories: [
      { label: '综合', query: {} },
      { label: '服务', query: { type: '3' } },
    ],
    shortcuts: [
      { label: '免费发布采购', route: 'pubcInfo' },
      { label: '发布头条', route: 'pubEssay' },
    ],
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
  tabs: [
    { label: '首页', route: 'index', icon: 'home', current: ['index'] },
    {
      label: '头条',
      route: 'tjlist',
      icon: 'article',
      current: [
        'leadNews',
        'tjlist',
        'gzlist',
        'dsplist',
        'twlist',
        'learnPX',
        'xyChaqi',
        'xuexiDetail',
        'xyChaqiD',
        'leaddetail',
        'twdetail',
        'yshIndex',
      ],
    },
    {
      label: '交易',
      route: 'bigDeal',
      icon: 'trade',
      current: ['bigDeal', 'pubcInfo', 'pubPro', 'cgdetail', 'prodetail', 'bannerDetail'],
    },
    { label: '招聘', route: 'yslist', icon: 'work', current: ['yslist', 'ysServiceDetail', 'pubjob'] },
    {
      label: '我的',
      route: 'user',
      icon: 'person',
      current: [
        'user',
        'myJifen',
        'mySC',
        'myevaluate',
        'myProcure',
        'myProcureXQ',
        'myProcuresj',
        'inviteFriend',
        'browseHistory',
        'task',
        'myTicket',
        'myTicketXQ',
        'zgzgMypub',
        'zgzgMysc',
        'userInfo',
        'noticeCenter',
        'chat',
        'noticeDetail',
        'Verified',
        'changePassword',
        'deputyOperators',
        'cultureManage',
      ],
    },
  ],
  userMenu: [
    {
      title: '我的服务',
      links: [
        { label: '我的积分', route: 'myJifen', icon: 'points' },
        { label: '我的收藏', route: 'mySC', icon: 'favourite' },
        { label: '我的评价', route: 'myevaluate', icon: 'comment' },
        { label: '我的采购', route: 'myProcure', icon: 'cart' },
        { label: '邀请好友', route: 'inviteFriend', icon: 'invite' },
        { label: '浏览记录', route: 'browseHistory', icon: 'history' },
        { label: '任务中心', route: 'task', icon: 'task' },
      ],
    },
    {
      title: '门票管理',
      links: [
        { label: '进行中', route: 'myTicket', query: { type: '1' }, icon: 'ticket' },
        { label: '已结束', route: 'myTicket', query: { type: '2' }, icon: 'history' },
      ],
    },
    { title: '招聘管理', links: [{ label: '我的发布', route: 'zgzgMypub', icon: 'work' }] },
    {
      title: '账户管理',
      links: [
        { label: '基本资料', route: 'userInfo', icon: 'profile' },
        { label: '修改密码', route: 'changePassword', icon: 'lock' },
        { label: '安全设置', notOpen: true, icon: 'shield' },
        { label: '消息中心', route: 'noticeCenter', icon: 'bell' },
      ],
    },
    {
      title: '帮助与支持',
      links: [
        { label: '关于我们', route: 'about', query: { type: '9' }, icon: 'info' },
        { label: '帮助中心', route: 'newGuide', icon: 'help' },
        { label: '意见反馈', route: 'user', query: { section: 'feedback' }, icon: 'feedback' },
        { label: '客服热线', route: 'about', query: { type: 'x' }, icon: 'headset' },
      ],
    },
    { title: '实名认证', links: [{ label: '实名认证', route: 'Verified', icon: 'verified' }] },
    { title: '茶文化节', links: [{ label: '活动管理', route: 'cultureManage', icon: 'event' }] },
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
      links: [
        { label: '作品管理', route: 'workManage' },
        { label: '评论管理', route: 'commentManage' },
      ],
    },
    {
      title: '数据',
      links: [
        { label: '作品数据', route: 'opusData' },
        { label: '粉丝数据', route: 'etcData' },
      ],
    },
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
  account: NavLink;
  menuTitles: { service: string; help: string; siteMap: string; app: string };
  header: Record<string, readonly NavLink[]>;
  nav: readonly NavLink[];
  search: {
    route: RouteName;
    historySize: number;
    categories: readonly { label: string; query: Readonly<Record<string, string>> }[];
    shortcuts: readonly NavLink[];
  };
  footer: readonly { title: string; links: readonly NavLink[] }[];
  userMenu: readonly { title: string; links: readonly NavLink[] }[];
  creatorMenu: readonly { title: string; links: readonly NavLink[] }[];
  legal: readonly NavLink[];
  /** the phone's bottom tab bar; a portal without one shows none */
  tabs?: readonly NavTab[];
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
    startsChat: true,
    query: ['activityTab', 'tradeTab'],
    options: {},
    render: { kind: 'page', id: 'index' },
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
    startsChat: false,
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
    startsChat: false,
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
    startsChat: false,
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
    startsChat: false,
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'lead-news' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'tjlist' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'gzlist' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'dsplist' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'twlist' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'learn-px' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'xy-chaqi' },
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
    startsChat: false,
    query: ['id', 'type'],
    options: {},
    render: { kind: 'page', id: 'xuexi-detail' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'xy-chaqi-d' },
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
    startsChat: false,
    query: ['id', 'type'],
    options: {},
    render: { kind: 'page', id: 'leaddetail' },
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
    startsChat: false,
    query: ['id', 'type', 'page'],
    options: {},
    render: { kind: 'page', id: 'twdetail' },
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
    startsChat: false,
    query: ['id', 'tab', 'articlepage', 'quizpage', 'videopage'],
    options: {},
    render: { kind: 'page', id: 'ysh-index' },
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
    startsChat: false,
    query: ['tab', 'buypage', 'goodspage', 'page'],
    options: {},
    render: { kind: 'page', id: 'big-deal' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'pubc-info' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'pub-pro' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'cgdetail' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'prodetail' },
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
    startsChat: false,
    query: ['type', 'index'],
    options: {},
    render: { kind: 'page', id: 'banner-detail' },
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
    startsChat: false,
    query: ['page', 'status'],
    options: {},
    render: { kind: 'page', id: 'pb-selection' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'pb-selection-detail' },
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
    startsChat: false,
    query: ['id', 'page', 'name'],
    options: {},
    render: { kind: 'page', id: 'toupiao-list' },
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
    startsChat: false,
    query: ['id', 'type', 'tab'],
    options: {},
    render: { kind: 'page', id: 'toupiao-detail' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'ranking' },
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
    startsChat: false,
    query: ['page', 'type', 'jiexinfangshiList', 'addressList'],
    options: {},
    render: { kind: 'page', id: 'yslist' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'ys-service-detail' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'pubjob' },
    variants: [{ when: { id: { empty: false } }, title: '修改职位' }],
  },
  {
    path: '/honorHall',
    name: 'honorHall',
    title: '荣誉殿堂',
    public: true,
    realName: false,
    shell: 'main',
    keepAlive: true,
    startsChat: false,
    query: ['page', 'type'],
    options: {},
    render: { kind: 'page', id: 'honor-hall' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'honor-hall-detail' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'tea-honor' },
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
    startsChat: false,
    query: ['page', 'searchName'],
    options: {},
    render: { kind: 'page', id: 'chaji-service' },
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
    startsChat: false,
    query: ['id'],
    options: { consultPollMs: 2000 },
    render: { kind: 'page', id: 'chaji-detail' },
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
    startsChat: false,
    query: ['page', 'timeType', 'status'],
    options: {},
    render: { kind: 'page', id: 'cha-culture' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'hddetail' },
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
    startsChat: false,
    query: ['id', 'page'],
    options: {},
    render: { kind: 'page', id: 'show-room' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'qydetail' },
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
    startsChat: false,
    query: ['name'],
    options: {},
    render: { kind: 'page', id: 'new-guide' },
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
    startsChat: false,
    query: ['type'],
    options: {},
    render: { kind: 'html', params: { type: 'query.type' }, operation: 'getInfo', title: 'title', content: 'content' },
    variants: [{ when: { type: 'x' }, title: '联系我们', render: { kind: 'page', id: 'about-1' } }],
  },
  {
    path: '/aboutLiuyan',
    name: 'aboutLiuyan',
    title: '网站留言',
    public: false,
    realName: false,
    shell: 'main',
    keepAlive: false,
    startsChat: false,
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'aboutflv' },
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
    startsChat: false,
    query: ['search', 'type', 'articlepage', 'activitypage', 'jobpage', 'expertpage'],
    options: {},
    render: { kind: 'page', id: 'search' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'userysh' },
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
    startsChat: false,
    query: ['id', 'articleType'],
    options: {},
    render: { kind: 'page', id: 'pub-essay' },
    variants: [{ when: { id: { empty: false } }, title: '编辑文章' }],
  },
  {
    path: '/userysh/pubVideo',
    name: 'pubVideo',
    title: '发布视频',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'form', form: 'publish-video' },
    variants: [{ when: { id: { empty: false } }, title: '编辑视频' }],
  },
  {
    path: '/userysh/pubAsk',
    name: 'pubAsk',
    title: '问答',
    public: false,
    realName: true,
    shell: 'creator',
    keepAlive: false,
    startsChat: false,
    query: ['page', 'type'],
    options: {},
    render: { kind: 'page', id: 'pub-ask' },
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
    startsChat: false,
    query: ['page', 'tab', 'authState', 'starttime', 'endtime', 'title'],
    options: {},
    render: { kind: 'page', id: 'work-manage' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'opus-data' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'etc-data' },
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
    startsChat: false,
    query: ['page', 'type', 'work', 'workType'],
    options: {},
    render: { kind: 'page', id: 'comment-manage' },
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
    startsChat: false,
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'gg-detail' },
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
    startsChat: false,
    query: ['index'],
    options: {},
    render: { kind: 'page', id: 'content-detail' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'tea-loan-apply' },
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
    startsChat: false,
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
    startsChat: false,
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'more-notice' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'more-noticewz' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'seo-info' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'flower-market' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'allclass' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'page', id: 'sales-list' },
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
    startsChat: false,
    query: ['section', 'workpage', 'worktab', 'fanspage', 'fanstab', 'page', 'tab'],
    options: { signInDays: 7, signRuleInfoType: 8 },
    render: { kind: 'page', id: 'user', screens: ['user-home'], phoneEntries: true },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'my-jifen' },
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
    startsChat: false,
    query: ['page', 'tab'],
    options: {},
    render: { kind: 'page', id: 'my-sc' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'myevaluate' },
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
    startsChat: false,
    query: ['tab', 'buypage', 'goodspage', 'offerpage'],
    options: {},
    render: { kind: 'page', id: 'my-procure' },
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
    startsChat: false,
    query: ['id', 'type'],
    options: {},
    render: { kind: 'page', id: 'my-procure-xq' },
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
    startsChat: false,
    query: ['id', 'page'],
    options: {},
    render: { kind: 'page', id: 'my-procuresj' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'invite-friend' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'browse-history' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'task' },
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
    startsChat: false,
    query: ['type', 'page'],
    options: {},
    render: { kind: 'page', id: 'my-ticket' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'my-ticket-xq' },
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
    startsChat: false,
    query: ['tab', 'jobpage', 'm0page', 'm1page', 'm2page'],
    options: {},
    render: { kind: 'page', id: 'zgzg-mypub' },
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
    startsChat: false,
    query: ['page'],
    options: {},
    render: { kind: 'page', id: 'zgzg-mysc' },
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
    startsChat: false,
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
    startsChat: false,
    query: ['tab', 'page'],
    options: {},
    render: { kind: 'page', id: 'notice-center' },
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
    startsChat: false,
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'notice-detail' },
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
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'screen', screen: 'verified' },
    variants: [],
  },
  {
    path: '/user/changePassword',
    name: 'changePassword',
    title: '修改密码',
    public: false,
    realName: false,
    shell: 'user',
    keepAlive: false,
    startsChat: false,
    query: [],
    options: {},
    render: { kind: 'form', form: 'change-password' },
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
    startsChat: false,
    query: ['id'],
    options: {},
    render: { kind: 'page', id: 'deputy-operators' },
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
    startsChat: false,
    query: ['tab', 'id', 'page'],
    options: {},
    render: { kind: 'page', id: 'culture-manage' },
    variants: [],
  },
];

export const routeByName = Object.fromEntries(routes.map((route) => [route.name, route])) as Readonly<
  Record<RouteName, RouteDef>
>;

/** The route options each hand-written screen reads (spec/screens.yaml), typed. */
export interface ScreenOptions {
  'user-home-sign-in': { readonly signInDays: number; readonly signRuleInfoType: number };
  'login-qr': { readonly qrPollMs: number };
  'expert-consult': { readonly consultPollMs: number };
}

export const screenOptions: ScreenOptions = {
  'user-home-sign-in': { signInDays: 7, signRuleInfoType: 8 },
  'login-qr': { qrPollMs: 1000 },
  'expert-consult': { consultPollMs: 2000 },
};

/** The query parameters each route reads, all optional. */
export interface RouteQuery {
  index: { activityTab?: string; tradeTab?: string };
  login: { redirect?: string };
  forgetpassword: Record<string, never>;
  grReg: { invitationId?: string };
  frReg: Record<string, never>;
  leadNews: { page?: string };
  tjlist: { page?: string };
  gzlist: { page?: string };
  dsplist: { page?: string };
  twlist: { page?: string };
  learnPX: { page?: string };
  xyChaqi: { page?: string };
  xuexiDetail: { id?: string; type?: string };
  xyChaqiD: { id?: string };
  leaddetail: { id?: string; type?: string };
  twdetail: { id?: string; type?: string; page?: string };
  yshIndex: { id?: string; tab?: string; articlepage?: string; quizpage?: string; videopage?: string };
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
  search: {
    search?: string;
    type?: string;
    articlepage?: string;
    activitypage?: string;
    jobpage?: string;
    expertpage?: string;
  };
  userysh: Record<string, never>;
  pubEssay: { id?: string; articleType?: string };
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
  seoInfo: { page?: string };
  flowerMarket: Record<string, never>;
  allclass: Record<string, never>;
  salesList: Record<string, never>;
  user: {
    section?: string;
    workpage?: string;
    worktab?: string;
    fanspage?: string;
    fanstab?: string;
    page?: string;
    tab?: string;
  };
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
  changePassword: Record<string, never>;
  deputyOperators: { id?: string };
  cultureManage: { tab?: string; id?: string; page?: string };
}

/** The router path of a route with its query, e.g. href('index', { activityTab: '7' }) is '/?activityTab=7'. */
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
