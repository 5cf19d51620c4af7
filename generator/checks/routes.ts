// spec/routes.yaml: its shape, unique paths and names, and that what renders each route exists.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { FORMS_DIR, routeEntries, SCREENS_DIR } from '../load.js';
import type { LoadedSpec } from '../load.js';
import { isObject } from '../data.js';
import { routesFileSchema } from '../spec-schemas.js';
import { diagnostic, where } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';
import { checkShape } from './shape.js';
import type { OperationInfo } from '../openapi-model.js';

export function checkRoutes(file: SourceFile, spec: LoadedSpec, operations?: ReadonlyMap<string, OperationInfo>): Diagnostic[] {
  if (file.value === undefined) return [];
  const diagnostics = checkShape(file, routesFileSchema);
  const seen = { path: new Map<string, number>(), name: new Map<string, number>() };
  const formIds = spec.forms.map((form) => form.id);
  for (const { index, route } of routeEntries(file)) {
    const at = ['routes', index];
    for (const key of ['path', 'name'] as const) {
      const value = route[key];
      if (typeof value !== 'string') continue;
      const previous = seen[key].get(value);
      if (previous === undefined) seen[key].set(value, index);
      else {
        const hint = `first defined at ${where(file, ['routes', previous, key])}`;
        diagnostics.push(diagnostic(file, [...at, key], `duplicate route ${key} \`${value}\``, hint));
      }
    }
    const renders = RENDERS.filter((kind) => kind in route);
    if (renders.length > 1) {
      const hint = 'a route renders exactly one: a form, a screen or an html page';
      diagnostics.push(diagnostic(file, [...at, renders[1]], `route has both \`${renders[0]}\` and \`${renders[1]}\``, hint, { key: true }));
    } else if (!renders.length) {
      const hint = `add form: <a file of ${FORMS_DIR}>, screen: <a file of ${SCREENS_DIR}> or html: { operation, content }`;
      diagnostics.push(diagnostic(file, at, 'route has neither `form` nor `screen`', hint));
    }
    diagnostics.push(...checkHtmlPage(file, operations, route, at));
    if (typeof route.form === 'string' && !formIds.includes(route.form)) {
      const hint = [`no file ${FORMS_DIR}/${route.form}.yaml`, didYouMean(route.form, formIds)].filter(Boolean).join('; ');
      diagnostics.push(diagnostic(file, [...at, 'form'], `unknown form \`${route.form}\``, hint));
    }
    if (typeof route.screen === 'string' && !spec.screens.includes(route.screen)) {
      const hint = [`no file ${SCREENS_DIR}/${route.screen}.tsx`, didYouMean(route.screen, spec.screens)].filter(Boolean).join('; ');
      diagnostics.push(diagnostic(file, [...at, 'screen'], `unknown screen \`${route.screen}\``, hint));
    }
    diagnostics.push(...checkFormQuery(file, spec, route, at));
  }
  return [...diagnostics, ...checkNavigation(file)];
}

type Path = (string | number)[];

/** Every navigation entry that names a route, with where it stands. */
function navigationLinks(navigation: Record<string, unknown>): { at: Path; link: Record<string, unknown> }[] {
  const lists: Path[] = [['header', 'service'], ['header', 'help'], ['header', 'siteMap'], ['nav'], ['search', 'shortcuts'], ['legal']];
  for (const groups of ['footer', 'userMenu', 'creatorMenu']) {
    const list = Array.isArray(navigation[groups]) ? (navigation[groups] as unknown[]) : [];
    list.forEach((_, i) => lists.push([groups, i, 'links']));
  }
  const search = isObject(navigation.search) ? navigation.search : {};
  const categories = Array.isArray(search.categories) ? search.categories : [];
  const found = lists.flatMap((at) => {
    const items = at.reduce<unknown>((node, step) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[step] : undefined), navigation);
    return Array.isArray(items) ? items.map((link, i) => ({ at: [...at, i], link })) : [];
  });
  const searchLinks = categories.map((category, i) => ({ at: ['search', 'categories', i], link: { ...(isObject(category) ? category : {}), route: search.route } }));
  return [...found, ...searchLinks].filter((entry): entry is { at: Path; link: Record<string, unknown> } => isObject(entry.link));
}

/** Navigation names routes and their query parameters: both must exist in the route table. */
function checkNavigation(file: SourceFile): Diagnostic[] {
  const value = isObject(file.value) ? file.value : {};
  if (!isObject(value.navigation)) return [];
  const routes = new Map(routeEntries(file).map(({ route }) => [String(route.name), route]));
  const names = [...routes.keys()];
  return navigationLinks(value.navigation).flatMap(({ at, link }) => {
    if (typeof link.route !== 'string') return [];
    const path = ['navigation', ...at];
    const route = routes.get(link.route);
    if (!route) {
      const target = at[0] === 'search' && at[1] === 'categories' ? ['navigation', 'search', 'route'] : [...path, 'route'];
      return [diagnostic(file, target, `unknown route \`${link.route}\``, didYouMean(link.route, names) ?? 'name a route of this file')];
    }
    const declared = Array.isArray(route.query) ? route.query.map(String) : [];
    return Object.keys(isObject(link.query) ? link.query : {})
      .filter((name) => !declared.includes(name))
      .map((name) =>
        diagnostic(file, [...path, 'query', name], `route \`${link.route}\` does not read query parameter \`${name}\``, `declare it on the route: query: [${[...declared, name].join(', ')}]`, { key: true }),
      );
  });
}

const RENDERS = ['form', 'screen', 'html'] as const;

/** An html page calls a GET operation with inputs it can supply, from parameters the route declares. */
function checkHtmlPage(file: SourceFile, operations: ReadonlyMap<string, OperationInfo> | undefined, route: Record<string, unknown>, at: (string | number)[]): Diagnostic[] {
  const html = isObject(route.html) ? route.html : null;
  if (!html || typeof html.operation !== 'string' || !operations) return [];
  const operation = operations.get(html.operation);
  if (!operation) {
    const hint = didYouMean(html.operation, operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
    return [diagnostic(file, [...at, 'html', 'operation'], `unknown operationId \`${html.operation}\``, hint)];
  }
  const accepted = operation.parameters.map((p) => p.name);
  const declared = Array.isArray(route.query) ? route.query.map(String) : [];
  const params = isObject(html.params) ? html.params : {};
  return Object.entries(params).flatMap(([name, source]) => {
    if (!accepted.includes(name)) {
      return [diagnostic(file, [...at, 'html', 'params', name], `operation \`${operation.id}\` does not accept \`${name}\``, `it accepts ${accepted.join(', ') || 'no input'}`, { key: true })];
    }
    const param = typeof source === 'string' && source.startsWith('query.') ? source.slice(6) : null;
    if (param && !declared.includes(param)) {
      return [diagnostic(file, [...at, 'html', 'params', name], `route \`${String(route.name)}\` does not declare query parameter \`${param}\``, `add it to the route's query: [${[...declared, param].join(', ')}]`)];
    }
    return [];
  });
}

/** A form copies route query parameters into its payload: the route must declare them. */
function checkFormQuery(file: SourceFile, spec: LoadedSpec, route: Record<string, unknown>, at: (string | number)[]): Diagnostic[] {
  const form = spec.forms.find((candidate) => candidate.id === route.form)?.file.value;
  const submit = isObject(form) && isObject(form.submit) ? form.submit : {};
  const fromQuery = Object.values(isObject(submit.from) ? submit.from : {}).flatMap((source) => (String(source).startsWith('query.') ? [String(source).slice(6)] : []));
  const wanted = [...(Array.isArray(submit.query) ? submit.query.map(String) : []), ...fromQuery];
  const declared = Array.isArray(route.query) ? route.query.map(String) : [];
  return wanted
    .filter((name) => !declared.includes(name))
    .map((name) =>
      diagnostic(
        file,
        [...at, 'form'],
        `form \`${String(route.form)}\` reads query parameter \`${name}\`, which route \`${String(route.name)}\` does not declare`,
        `add it to the route's query: [${[...declared, name].join(', ')}]`,
      ),
    );
}
