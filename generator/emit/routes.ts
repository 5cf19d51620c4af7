// generated/routes.ts: the route table in spec order, its name unions, and typed links.
import type { Ir, RouteIr } from '../ir.js';
import { routesFileSchema } from '../spec-schemas.js';
import { header, key, literal, quote, unionType } from './code.js';

const SHELLS = routesFileSchema.properties.routes.items.properties.shell.enum;

function routeDef({ form, screen, html, ...route }: RouteIr) {
  return { ...route, render: form ? { kind: 'form', form } : html ? { kind: 'html', ...html } : { kind: 'screen', screen } };
}

/** An href example from the spec itself, for the doc comment. */
function example(ir: Ir): string {
  const route = ir.routes.find((candidate) => candidate.query.length);
  if (!route) return '';
  return `, e.g. href(${quote(route.name)}, { ${key(route.query[0])}: '7' }) is ${quote(`${route.path}?${route.query[0]}=7`)}`;
}

export function emitRoutes(ir: Ir): string {
  const screens = [...new Set(ir.routes.flatMap((route) => (route.screen ? [route.screen] : [])))].sort();
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

${unionType('Shell', SHELLS)}

export interface RouteDef {
  path: string;
  name: RouteName;
  title: string;
  /** false: a visitor is sent to the login route */
  public: boolean;
  shell: Shell;
  keepAlive: boolean;
  /** the query parameters the route reads */
  query: readonly string[];
  /** constants its screen reads (poll intervals, page sizes) */
  options: Readonly<Record<string, string | number | boolean | null>>;
  /** a generated form or a hand-written screen */
  render: { kind: 'form'; form: FormId } | { kind: 'screen'; screen: ScreenName } | HtmlPage;
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
${ir.routes.map((route) => `  ${literal(routeDef(route), 2)},\n`).join('')}];

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
