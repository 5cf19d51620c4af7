// generated/routes.ts: the route table in spec order, its name unions, and typed links.
import type { Ir, RouteIr } from '../ir.js';
import { routesFileSchema } from '../spec-schemas.js';
import { header, key, literal, quote, unionType } from './code.js';

const SHELLS = routesFileSchema.properties.routes.items.properties.shell.enum;

/** Every render of a route, its variants' included. */
const rendersOf = (route: RouteIr) => [route.render, ...route.variants.map((variant) => variant.render)];

/** The cards the list pages name (src/cards/<name>.tsx), tabs and variants included. */
function cardsOf(ir: Ir): string[] {
  const lists = ir.routes.flatMap(rendersOf).filter((render) => render.kind === 'list');
  const named = lists.flatMap((list) => [list.card, ...(Array.isArray(list.tabs) ? list.tabs.map((tab: { card?: unknown }) => tab.card) : [])]);
  return [...new Set(named.filter((card): card is string => typeof card === 'string'))].sort();
}

/** An href example from the spec itself, for the doc comment. */
function example(ir: Ir): string {
  const route = ir.routes.find((candidate) => candidate.query.length);
  if (!route) return '';
  return `, e.g. href(${quote(route.name)}, { ${key(route.query[0])}: '7' }) is ${quote(`${route.path}?${route.query[0]}=7`)}`;
}

export function emitRoutes(ir: Ir): string {
  const screens = [...new Set(ir.routes.flatMap(rendersOf).flatMap((render) => (render.kind === 'screen' ? [render.screen] : [])))].sort();
  const queries = ir.routes.map((route) => {
    const type = route.query.length ? `{ ${route.query.map((name) => `${key(name)}?: string`).join('; ')} }` : 'Record<string, never>';
    return `  ${key(route.name)}: ${type};\n`;
  });
  return `${header('spec/routes.yaml')}import type { OperationId } from './api/operations.js';
import type { FormId } from './forms/index.js';

export type { FormId };

export const platform = ${quote(ir.platform)};

${unionType('RouteName', ir.routes.map((route) => route.name))}

/** Hand-written screens the routes render, each in src/screens/<name>.tsx. */
${unionType('ScreenName', screens)}

/** Cards the generic list pages render a row with, each in src/cards/<name>.tsx. */
${unionType('CardName', cardsOf(ir))}

${unionType('Shell', SHELLS)}

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
  /** another render when the route's query has the values of \`when\` (the first that matches wins) */
  variants: readonly { when: Readonly<Record<string, string>>; title?: string; render: Render }[];
}

export type Render = { kind: 'form'; form: FormId } | { kind: 'screen'; screen: ScreenName } | HtmlPage | ListPage | DetailPage;

/** An input value of a generic page's call: fixed, or 'query.<p>', 'session.userId', 'record.<field>'. */
export type Params = Readonly<Record<string, string | number | boolean>>;

/** Where a row leads: the first link whose \`when\` matches the row (query values may be 'record.<field>'). */
export interface OpenLink {
  route: RouteName;
  query?: Params;
  when?: Readonly<Record<string, string | number | boolean>>;
}

/** What a list shows: set on the list, overridden per tab. */
export interface ListView {
  operation?: OperationId;
  params?: Params;
  /** the paging inputs (default pageIndex / pageSize), or 'local': the answer is cut into pages here */
  paging?: { index: string; size: string } | 'local';
  card?: CardName;
  open?: OpenLink | readonly OpenLink[];
  empty?: string;
}

/** A row action: a form in a dialog, or a call (after \`confirm\`, then \`toast\`). */
export interface ListAction {
  label: string;
  form?: FormId;
  operation?: OperationId;
  params?: Params;
  confirm?: string;
  toast?: string;
}

/** A paged list of cards (spec/routes.yaml \`list:\`). */
export interface ListPage extends ListView {
  kind: 'list';
  params: Params;
  /** absent: one page of everything */
  pageSize?: number;
  tabs?: readonly ({ label: string } & ListView)[];
  /** every record a tab of its own, chosen by a query parameter */
  recordTabs?: { label: string; select?: { query: string; field: string } };
  add?: { label: string; form: FormId };
  actions?: readonly ListAction[];
}

/** One record and its labelled sections (spec/routes.yaml \`detail:\`). */
export interface DetailPage {
  kind: 'detail';
  operation: OperationId;
  params: Params;
  /** 'query.<p>': the operation answers a list, the page shows the element at that position */
  pick?: string;
  title?: string;
  meta?: readonly string[];
  sections: readonly { field: string; label?: string; as?: 'text' | 'html' | 'image' | 'images' | 'phone' }[];
  /** forms opened on the record in a dialog, shown when the record matches \`when\` */
  actions?: readonly { label: string; form: FormId; when?: OpenLink['when'] }[];
}

/**
 * A server-HTML page: \`operation\` called with \`params\` (fixed values, 'query.<parameter>' or
 * 'session.userId'), its answer's \`title\`, \`meta\` and sanitised \`content\` fields shown.
 */
export interface HtmlPage {
  kind: 'html';
  operation: OperationId;
  params: Readonly<Record<string, string | number | boolean>>;
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

/** The shell's menus, hotlines and record number (spec/routes.yaml \`navigation\`). */
export const navigation = ${literal(ir.navigation, 0)} as const satisfies {
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
${ir.routes.map((route) => `  ${literal(route, 2)},\n`).join('')}];

export const routeByName = Object.fromEntries(routes.map((route) => [route.name, route])) as Readonly<
  Record<RouteName, RouteDef>
>;

/** The query parameters each route reads, all optional. */
export interface RouteQuery {
${queries.join('')}}

/** The router path of a route with its query${example(ir)}. */
export function href<Name extends RouteName>(name: Name, query?: RouteQuery[Name]): string {
  const route = routeByName[name];
  const values: Partial<Record<string, string>> = query ?? {};
  const search = new URLSearchParams();
  for (const param of route.query) {
    const value = values[param];
    if (value !== undefined) search.set(param, value);
  }
  const text = search.toString();
  return text ? \`\${route.path}?\${text}\` : route.path;
}
`;
}
