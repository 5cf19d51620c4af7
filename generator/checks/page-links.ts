// Where a page leads: a link names a route of spec/routes.yaml and only query parameters that route
// reads — those it declares and those its lists keep their state in (page, tab, filters).
import { didYouMean } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { routeEntries } from '../load.js';
import { blockIr, blockQueryKeys } from '../page-ir.js';
import type { IrContext } from '../page-ir.js';
import { diagnostic } from '../yaml-source.js';
import type { Path } from '../yaml-source.js';
import type { PageContext } from './pages.js';

const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// Each link asks for its target's parameters and the routes by name: computed once per route and file
// (a page of many links made this the generator's hottest loop).
const declaredOf = new WeakMap<Obj, string[]>();
const routesOf = new WeakMap<object, Map<string, Obj>>();

/** The query parameters a route reads: those it declares and those its lists keep their state in. */
export function declaredQuery(route: Obj): string[] {
  const known = declaredOf.get(route);
  if (known) return known;
  const declared = computeDeclared(route);
  declaredOf.set(route, declared);
  return declared;
}

/** The query keys a block keeps its state in depend on neither label maps nor texts. */
const QUERY_KEYS_ONLY: IrContext = { labels: [], loginFirst: '', phones: {} };

function computeDeclared(route: Obj): string[] {
  const own = Array.isArray(route.query) ? route.query.map(String) : [];
  const pages = [route, ...arr(route.variants)].flatMap((node) =>
    isObject(node) && isObject(node.page) ? [node.page] : [],
  );
  const state = pages.flatMap((page) =>
    [...arr(page.main), ...arr(page.side)].flatMap((block) => blockQueryKeys(blockIr(block, QUERY_KEYS_ONLY))),
  );
  return [...new Set([...own, ...state])];
}

/** A link names a route of this file and only query parameters that route reads. */
export function checkLink(context: PageContext, link: Obj, at: Path, routeAtPath = false): void {
  const { file, diagnostics } = context;
  const tree = file.value as object;
  const routes = routesOf.get(tree) ?? new Map(routeEntries(file).map(({ route }) => [String(route.name), route]));
  routesOf.set(tree, routes);
  if (typeof link.route !== 'string') return;
  const target = routes.get(link.route);
  if (!target) {
    diagnostics.push(
      diagnostic(
        file,
        routeAtPath ? at : [...at, 'route'],
        `unknown route \`${link.route}\``,
        didYouMean(link.route, routes.keys()) ?? 'name a route of this file',
      ),
    );
    return;
  }
  const declared = declaredQuery(target);
  for (const name of Object.keys(isObject(link.query) ? link.query : {})) {
    if (declared.includes(name)) continue;
    const where = routeAtPath ? [...at.slice(0, -1), 'query', name] : [...at, 'query', name];
    diagnostics.push(
      diagnostic(
        file,
        where,
        `route \`${link.route}\` does not read query parameter \`${name}\``,
        `declare it on the route: query: [${[...declared, name].join(', ')}]`,
        { key: true },
      ),
    );
  }
}
