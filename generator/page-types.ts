// The normalised model of a composed page (spec/routes.yaml `page:`): what generator/page-ir.ts converts
// the validated YAML into and the runtime's blocks take as props. This module is the one definition of
// those types: the conversion is typed against it, and generator/emit/routes.ts emits its declarations
// once as generated/page-types.ts, where each name of ./page-names.ts is the union of what the spec defines.
import type { CardName, FormatName, FormId, LabelName, OperationId, RouteName, ScreenName } from './page-names.js';

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
  /** true, or the go-verify dialog's text and the under-review toast instead of the defaults */
  realName?: boolean | { required?: string; pending?: string };
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

export interface ActionBase {
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
    | {
        kind: 'toggle';
        field: string;
        on: Call;
        off: Call;
        labels: readonly [string, string];
        count?: string;
        toasts?: readonly [string, string];
      }
    /** host: values the form reads as host.<name> (the record the form is about otherwise) */
    | { kind: 'form'; form: FormId; host?: Params }
    | { kind: 'reveal'; field: string; masked?: string; format?: FormatName; dialog?: boolean }
    /** value, or link: the whole address of a route of this app */
    | { kind: 'copy'; value?: Scalar; link?: { route: RouteName; query?: Params }; copied: string; failed: string }
    /** external: the outside maps service's marker page in a new tab, not the map dialog */
    | { kind: 'map'; lng?: string; lat?: string; address?: string; zoom?: number; external?: true }
    | { kind: 'chat'; to: string; name: string }
    /** an in-app path read from a field; none: 暂未开放 */
    | { kind: 'path'; path: string }
    /** the member logs out (the top bar's 退出) */
    | { kind: 'logout' }
    /** a popover beside the button showing fields of the row or record, each with its label */
    | { kind: 'popover'; items: readonly { label: string; field: string }[] }
    /** a dialog showing fields of the row or record, one a line, titled dialogTitle or the label */
    | { kind: 'details'; fields: readonly Field[] }
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
  /** a card, or per row the first whose `when` holds */
  card?: CardName | readonly { card: CardName; when?: Condition }[];
  item?: Item;
  open?: readonly OpenLink[];
  empty?: string;
  /** rows under a heading per value of this field, in answer order */
  groupBy?: Field;
  /** each row's buttons (a tab's own replace the list's) */
  actions?: readonly Action[];
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
  | {
      kind: 'select';
      param: string;
      query: string;
      label?: string;
      options?: readonly Option[];
      from?: { operation: OperationId; params: Params; value: string; label: string };
    }
  | { kind: 'dateRange'; from: string; to: string; query: string; label?: string };

export interface BlockBase {
  when?: Condition;
  /** the block's heading (`title:` beside the block's kind in the YAML) */
  heading?: string;
  /** a heading that shows fields of the record or the answer it sits in */
  headingTemplate?: readonly TemplatePart[];
  more?: { label: string; route: RouteName; query?: Params };
  /** `?section=<anchor>` scrolls the page to this block once the page's data has come */
  anchor?: string;
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
  add?: { label: string; form: FormId };
  columns?: number;
  /** columns on a phone (≤ 600 px): 2 draws the rows as cards side by side, the picture whole above the title */
  phoneColumns?: number;
  infinite?: { delayMs: number };
  /** rows from..to (to excluded) of an unpaged answer */
  slice?: { from: number; to?: number };
  /** rows whose fields equal these inputs are left out (the item being viewed, from 他还发布了) */
  except?: Params;
  /** the prefix of this list's route query keys (page, tab, filters) */
  queryPrefix: string;
  /** a line above the rows: {n} is the answer's total */
  total?: string;
  /** a click chooses the row: these route query keys take its values (row.<field>); the row they name shows chosen */
  select?: Readonly<Record<string, string>>;
  /** while `when` holds, the inputs lng and lat carry the browser's position, else the fallback place and the `refused` text */
  position?: { lng: string; lat: string; when?: Condition; fallback: { lng: number; lat: number }; refused: string };
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
  /** the answer's field counting every comment: pages are asked one at a time (pageIndex, pageSize) */
  total?: string;
  /** the format the time field is shown in */
  format?: FormatName;
  fields: {
    id: string;
    name: string;
    text: string;
    avatar?: string;
    time?: string;
    replies?: string;
    likes?: string;
    liked?: string;
    author?: string;
    rating?: string;
    tags?: string;
  };
  /** absent: read only */
  submit?: Call & { text?: string };
  reply?: Call & { text?: string };
  like?: { on: Call; off: Call };
  delete?: Call & { confirm: string; when?: Condition };
  disabled?: Condition;
  reloadRecord?: boolean;
  serverMessage?: boolean;
  /** `replies` holds {n}; reply, like, liked, delete and loginFirst have defaults; placeholder, submit and empty go with `submit` */
  texts: {
    placeholder?: string;
    submit?: string;
    empty?: string;
    replies: string;
    collapse: string;
    reply: string;
    like: string;
    liked: string;
    delete: string;
    loginFirst: string;
    replyPlaceholder?: string;
    nameFallback?: string;
    none?: string;
    done?: string;
    rating?: string;
  };
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

export interface ChartsBlock extends BlockBase {
  kind: 'charts';
  /** the call answering the figures */
  operation: OperationId;
  params: Params;
  /** the input the chosen 近{n}天 goes in */
  range?: string;
  /** a 近{n}天 switch, the first chosen: the call is made for that many days */
  ranges?: readonly number[];
  /** the answer's list of daily rows, and the field of a row on the x axis */
  rows: string;
  x: string;
  /** shown when the answer holds no figures (nothing is known yet) */
  empty: string;
  /** tiles of the answer's figures above the charts */
  figures?: readonly { label: string; field: string }[];
  /** a trend draws fields of the daily rows, a pie share fields (per cent) of the answer; {range} in a label is the days chosen */
  items: readonly (
    | { kind: 'trend'; label: string; series: readonly { label: string; field: string }[] }
    | { kind: 'pie'; label: string; shares: readonly { label: string; field: string }[] }
  )[];
}

export interface ButtonsBlock extends BlockBase {
  kind: 'buttons';
  actions: readonly Action[];
}

export interface TabsBlock extends BlockBase {
  kind: 'tabs';
  /** the route query key of the chosen tab */
  query: string;
  /** value: what the route query holds for the tab; without, its 1-based position */
  items: readonly { label: string; value?: Scalar; when?: Condition; blocks: readonly Block[] }[];
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

export type Block =
  | ListBlock
  | RecordBlock
  | CarouselBlock
  | CommentsBlock
  | HtmlBlock
  | TextBlock
  | LinksBlock
  | StatsBlock
  | ChartsBlock
  | ButtonsBlock
  | TabsBlock
  | FormBlock
  | ScreenBlock
  | ShareBlock;

/** A composed page (spec/routes.yaml `page:`): a main column and an optional side column of blocks. */
export interface Page {
  kind: 'page';
  main: readonly Block[];
  side?: readonly Block[];
  sideAt: 'left' | 'right';
  /** the route's title stays for screen readers only */
  hideTitle?: true;
  /** on a phone an entry page: the menu's first group a grid of icons, the others rows; blocks with an anchor fold into rows */
  phone?: { entries: 'userMenu' | 'creatorMenu' };
}
