// generated/routes.ts: the route table in spec order, its name unions, and typed links.
import { readFileSync } from 'node:fs';
import type { Ir, RouteIr } from '../ir.js';
import { ACTION_KINDS, BLOCK_KINDS, ICONS, SHELLS, TAB_ICONS } from '../spec-schemas.js';
import { header, kebabCase, key, literal, quote, unionType } from './code.js';
import { allBlocks } from '../page-ir.js';
import type { Block } from '../page-types.js';

/** The generated module that declares each name the page types read: the union of what the spec defines. */
const NAME_HOMES: Record<string, string> = {
  OperationId: './api/operations.js',
  FormId: './forms/index.js',
  FormatName: './display.js',
  LabelName: './display.js',
  RouteName: './routes.js',
  CardName: './routes.js',
  ScreenName: './routes.js',
};

/**
 * generated/page-types.ts: the declarations of generator/page-types.ts, which the conversion is typed
 * against, with its names (strings in the generator) imported from where the spec's unions are declared.
 * The same for every spec; generated/routes.ts re-exports it, so the runtime reads its types from there.
 */
export function emitPageTypes(): string {
  const source = readFileSync(new URL('../page-types.ts', import.meta.url), 'utf8');
  const names = /^import type \{([^}]*)\} from '\.\/page-names\.js';\n\n/m.exec(source);
  if (!names) throw new Error('generator/page-types.ts must import its names from ./page-names.js');
  const byHome = new Map<string, string[]>();
  for (const name of names[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const home = NAME_HOMES[name];
    if (!home) throw new Error(`generator/emit/routes.ts: no generated module declares the page name ${name}`);
    byHome.set(home, [...(byHome.get(home) ?? []), name]);
  }
  const imports = [...byHome].map(([home, list]) => `import type { ${list.join(', ')} } from '${home}';\n`).join('');
  return `${header('generator/page-types.ts')}${imports}\n${source.slice(names.index + names[0].length)}`;
}

/**
 * generated/platform.ts: the platform's name alone, for vite.config.ts (index.html's title). A module the
 * config imports is one whose change restarts the dev server; the route table changes with every title.
 */
export const emitPlatform = (
  ir: Ir,
): string => `${header('spec/routes.yaml')}export const platform = ${quote(ir.platform)};

/** The platform in a sentence: index.html's meta description. */
export const description = ${quote(ir.description)};
`;

/** The module name of a composed page: the route's name in kebab case, a variant's with its number. */
export const pageIdOf = (route: RouteIr, variant?: number) =>
  `${kebabCase(route.name)}${variant === undefined ? '' : `-${variant + 1}`}`;

/**
 * The screens a composed page opens with: its main column's own (a record's come with its answer — the
 * expert's consult, with its form runtime, only for a member — a tab's only when chosen, the side
 * column's after the first screen). The route loads their code beside the page's own, not after it is drawn.
 */
const openingScreens = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((block) => (block.kind === 'screen' ? [block.screen] : []));

/** The route as the table holds it: a composed page by its id (its blocks load with the route). */
function tableEntry(route: RouteIr): RouteIr {
  const ref = (render: RouteIr['render'], variant?: number) => {
    if (render.kind !== 'page') return render;
    const screens = [...new Set(openingScreens(render.main))];
    // the shell knows at once that a phone shows the page's own entries, not the centre's folded menu above it
    return {
      kind: 'page',
      id: pageIdOf(route, variant),
      ...(screens.length && { screens }),
      ...(render.phone && { phoneEntries: true }),
    } as unknown as RouteIr['render'];
  };
  return {
    ...route,
    render: ref(route.render),
    variants: route.variants.map((v, i) => (v.render ? { ...v, render: ref(v.render, i) } : v)),
  };
}

/** Every render of a route, its variants' included (a variant that only retitles has none of its own). */
const rendersOf = (route: RouteIr) => [
  route.render,
  ...route.variants.flatMap((variant) => (variant.render ? [variant.render] : [])),
];

/** Every block of every composed page. */
const blocksOf = (ir: Ir) =>
  ir.routes
    .flatMap(rendersOf)
    .flatMap((render) => (render.kind === 'page' ? allBlocks([...render.main, ...(render.side ?? [])]) : []));

/** The cards the lists name (src/cards/<name>.tsx), tabs and variants included. */
function cardsOf(ir: Ir): string[] {
  const lists = blocksOf(ir).filter((block) => block.kind === 'list');
  const named = lists.flatMap((list) => [
    list.card,
    ...(Array.isArray(list.tabs) ? list.tabs.map((tab: { card?: unknown }) => tab.card) : []),
  ]);
  const names = named.flatMap((card) =>
    Array.isArray(card) ? card.map((choice: { card: unknown }) => choice.card) : [card],
  );
  return [...new Set(names.filter((card): card is string => typeof card === 'string'))].sort();
}

/** An href example from the spec itself, for the doc comment. */
function example(ir: Ir): string {
  const route = ir.routes.find((candidate) => candidate.query.length);
  if (!route) return '';
  return `, e.g. href(${quote(route.name)}, { ${key(route.query[0])}: '7' }) is ${quote(`${route.path}?${route.query[0]}=7`)}`;
}

export function emitRoutes(ir: Ir): string {
  const screens = [
    ...new Set([
      ...ir.routes.flatMap(rendersOf).flatMap((render) => (render.kind === 'screen' ? [render.screen] : [])),
      ...blocksOf(ir).flatMap((block) => (block.kind === 'screen' ? [String(block.screen)] : [])),
    ]),
  ].sort();
  const queries = ir.routes.map((route) => {
    const type = route.query.length
      ? `{ ${route.query.map((name) => `${key(name)}?: string`).join('; ')} }`
      : 'Record<string, never>';
    return `  ${key(route.name)}: ${type};\n`;
  });
  return `${header('spec/routes.yaml')}import type { OperationId } from './api/operations.js';
import type { FormId } from './forms/index.js';
import type { PageId } from './pages/index.js';
import type { Action, Block, Params } from './page-types.js';

export type { FormId, PageId };
export type * from './page-types.js';
export { platform } from './platform.js';

${unionType(
  'RouteName',
  ir.routes.map((route) => route.name),
)}

/** Hand-written screens the routes render, each in src/screens/<name>.tsx. */
${unionType('ScreenName', screens)}

/** Cards the generic list pages render a row with, each in src/cards/<name>.tsx. */
${unionType('CardName', cardsOf(ir))}

${unionType('Shell', SHELLS)}

/** Icons a navigation entry or a tab names (spec/schema/routes.schema.json \`$defs.icon\`). */
${unionType('IconName', ICONS)}
${unionType('TabIconName', TAB_ICONS)}

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
   * another title or render when the route's query meets \`when\` (each parameter equal to a value, or
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
  /** a phone shows it as an entry page of a menu (its \`phone:\`): the shell leaves the centre's menu out */
  phoneEntries?: true;
}

/** The block and action kinds of the language (spec/schema/routes.schema.json, \`x-kind\`). */
${unionType('BlockKind', BLOCK_KINDS)}
${unionType('ActionKind', ACTION_KINDS)}

/** Fails the typecheck when the runtime's page types and the schema's kinds differ (tests/generator/language.test.ts checks the rest). */
export const kindsAgree: [Exclude<BlockKind, Block['kind']>, Exclude<Block['kind'], BlockKind>, Exclude<ActionKind, Action['kind']>, Exclude<Action['kind'], ActionKind>] extends [never, never, never, never] ? true : never = true;

/**
 * A server-HTML page: \`operation\` called with \`params\` (fixed values, 'query.<parameter>' or
 * 'session.userId'), its answer's \`title\`, \`meta\` and sanitised \`content\` fields shown.
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

/** The shell's menus, hotlines and record number (spec/routes.yaml \`navigation\`). */
export const navigation = ${literal(ir.navigation)} as const satisfies {
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
  search: { route: RouteName; historySize: number; categories: readonly { label: string; query: Readonly<Record<string, string>> }[]; shortcuts: readonly NavLink[] };
  footer: readonly { title: string; links: readonly NavLink[] }[];
  userMenu: readonly { title: string; links: readonly NavLink[] }[];
  creatorMenu: readonly { title: string; links: readonly NavLink[] }[];
  legal: readonly NavLink[];
  /** the phone's bottom tab bar; a portal without one shows none */
  tabs?: readonly NavTab[];
};

/** In spec order, which is the order the router matches them in. */
export const routes: readonly RouteDef[] = [
${ir.routes.map((route) => `  ${literal(tableEntry(route))},\n`).join('')}];

export const routeByName = Object.fromEntries(routes.map((route) => [route.name, route])) as Readonly<
  Record<RouteName, RouteDef>
>;

/** The route options each hand-written screen reads (spec/screens.yaml), typed. */
export interface ScreenOptions {
${ir.screenOptions.map(({ screen, options }) => `  ${key(screen)}: { ${options.map(({ name, type }) => `readonly ${key(name)}: ${type === 'integer' ? 'number' : type}`).join('; ')} };\n`).join('')}}

export const screenOptions: ScreenOptions = {
${ir.screenOptions.map(({ screen, options }) => `  ${key(screen)}: { ${options.map(({ name, value }) => `${key(name)}: ${literal(value)}`).join(', ')} },\n`).join('')}};

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

/**
 * The page with every mapping's keys in one order — `kind` first, the rest by name — whatever order the
 * YAML wrote them in: a fragment use whose keys merge over the body (`comments: { disabled: … }`)
 * generates the module the same page written inline does. No key's meaning depends on its position.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const rank = (name: string) => (name === 'kind' ? '' : name);
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (rank(a) < rank(b) ? -1 : 1))
      .map(([name, item]) => [name, canonical(item)]),
  );
}

/** generated/pages/: each composed page's blocks in a module of its own (<id>.page.ts), loaded with its route. */
export function emitPages(ir: Ir): Record<string, string> {
  const files: Record<string, string> = {};
  const ids: string[] = [];
  for (const route of ir.routes) {
    const renders = [[route.render, undefined], ...route.variants.map((v, i) => [v.render, i] as const)] as const;
    for (const [render, variant] of renders) {
      if (render?.kind !== 'page') continue;
      const id = pageIdOf(route, variant);
      ids.push(id);
      files[`pages/${id}.page.ts`] = `${header('spec/routes.yaml')}import type { Page } from '../routes.js';

/** ${route.path}${variant === undefined ? '' : ` (variant ${variant + 1})`} */
export const page: Page = ${literal(canonical(render))};
`;
    }
  }
  files['pages/index.ts'] = `${header('spec/routes.yaml')}import type { Page } from '../routes.js';

${unionType('PageId', ids)}

/** Each composed page loads with its route, not with the shell. */
export const pages: Readonly<Record<PageId, () => Promise<{ page: Page }>>> = {
${ids.map((id) => `  ${key(id)}: () => import(${quote(`./${id}.page.js`)}),\n`).join('')}};
`;
  return files;
}
