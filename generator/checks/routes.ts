// spec/routes.yaml: its shape, unique paths and names, and that what renders each route exists.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { CARDS_DIR, FORMS_DIR, routeEntries, SCREENS_DIR } from '../load.js';
import { RENDER_KINDS } from '../ir.js';
import type { LoadedSpec } from '../load.js';
import { isObject } from '../data.js';
import { routesFileSchema } from '../spec-schemas.js';
import { diagnostic, where } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';
import { checkCall, undeclaredQuery } from './calls.js';
import { checkShape } from './shape.js';
import type { OperationInfo } from '../openapi-model.js';

export function checkRoutes(file: SourceFile, spec: LoadedSpec, operations?: ReadonlyMap<string, OperationInfo>): Diagnostic[] {
  if (file.value === undefined) return [];
  const diagnostics = checkShape(file, routesFileSchema);
  const seen = { path: new Map<string, number>(), name: new Map<string, number>() };
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
    diagnostics.push(...checkRender(file, spec, operations, route, route, at));
    (Array.isArray(route.variants) ? route.variants : []).forEach((variant, i) => {
      if (!isObject(variant)) return;
      diagnostics.push(...checkRender(file, spec, operations, route, variant, [...at, 'variants', i]));
      const declared = Array.isArray(route.query) ? route.query.map(String) : [];
      for (const name of Object.keys(isObject(variant.when) ? variant.when : {})) {
        if (!declared.includes(name)) diagnostics.push(undeclaredQuery(file, [...at, 'variants', i, 'when', name], String(route.name), declared, name, true));
      }
    });
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

type Operations = ReadonlyMap<string, OperationInfo> | undefined;

/** A route (or a variant) renders exactly one thing, and what it names exists. */
function checkRender(file: SourceFile, spec: LoadedSpec, operations: Operations, route: Record<string, unknown>, node: Record<string, unknown>, at: Path): Diagnostic[] {
  const renders = RENDER_KINDS.filter((kind) => kind in node);
  if (renders.length > 1) {
    const hint = 'a route renders exactly one: a form, a screen, or an html, list or detail page';
    return [diagnostic(file, [...at, renders[1]], `route has both \`${renders[0]}\` and \`${renders[1]}\``, hint, { key: true })];
  }
  if (!renders.length) {
    const hint = `add form: <a file of ${FORMS_DIR}>, screen: <a file of ${SCREENS_DIR}>, html: { operation, content }, list: { operation, card } or detail: { operation, sections }`;
    return [diagnostic(file, at, 'route has neither `form` nor `screen`', hint)];
  }
  const diagnostics: Diagnostic[] = [];
  const formIds = spec.forms.map((form) => form.id);
  const knownForm = (id: unknown, where: Path) => {
    if (typeof id !== 'string' || formIds.includes(id)) return;
    const hint = [`no file ${FORMS_DIR}/${id}.yaml`, didYouMean(id, formIds)].filter(Boolean).join('; ');
    diagnostics.push(diagnostic(file, where, `unknown form \`${id}\``, hint));
  };
  knownForm(node.form, [...at, 'form']);
  if (typeof node.screen === 'string' && !spec.screens.includes(node.screen)) {
    const hint = [`no file ${SCREENS_DIR}/${node.screen}.tsx`, didYouMean(node.screen, spec.screens)].filter(Boolean).join('; ');
    diagnostics.push(diagnostic(file, [...at, 'screen'], `unknown screen \`${node.screen}\``, hint));
  }
  const declared = Array.isArray(route.query) ? route.query.map(String) : [];
  const call = (value: unknown, where: Path, paging: string[] = []) =>
    isObject(value) && diagnostics.push(...checkCall(file, operations, value, where, { route: { name: String(route.name), declared }, paging }));
  call(node.html, [...at, 'html']);
  call(node.detail, [...at, 'detail']);
  if (isObject(node.detail) && typeof node.detail.pick === 'string' && !declared.includes(node.detail.pick.slice(6))) {
    diagnostics.push(undeclaredQuery(file, [...at, 'detail', 'pick'], String(route.name), declared, node.detail.pick.slice(6)));
  }
  if (isObject(node.detail) && Array.isArray(node.detail.actions)) {
    node.detail.actions.forEach((action, i) => isObject(action) && knownForm(action.form, [...at, 'detail', 'actions', i, 'form']));
  }
  if (isObject(node.list)) {
    const list = node.list;
    const tabs = Array.isArray(list.tabs) ? list.tabs : [];
    const views = [{ view: list, where: [...at, 'list'] }, ...tabs.map((tab, i) => ({ view: tab, where: [...at, 'list', 'tabs', i] }))];
    for (const { view, where } of views) {
      if (!isObject(view)) continue;
      // a tab inherits what it does not set from the list
      const merged: Record<string, unknown> = { ...list, params: { ...(isObject(list.params) ? list.params : {}), ...(isObject(view.params) ? view.params : {}) }, ...view };
      if (view === list && tabs.length && tabs.every((tab) => isObject(tab) && 'operation' in tab)) continue;
      if (typeof merged.operation !== 'string') {
        diagnostics.push(diagnostic(file, where, 'list has no `operation`', 'set operation on the list or on every tab'));
        continue;
      }
      const paging = merged.paging === 'local' ? [] : isObject(merged.paging) ? [String(merged.paging.index), String(merged.paging.size)] : ['pageIndex', 'pageSize'];
      call({ operation: merged.operation, params: merged.params }, where, typeof list.pageSize === 'number' ? paging : []);
      if (view === list || 'card' in view) checkCard(file, spec, merged.card, [...where, 'card'], diagnostics);
      diagnostics.push(...checkOpen(file, view.open, [...where, 'open']));
    }
    if (isObject(list.add)) knownForm(list.add.form, [...at, 'list', 'add', 'form']);
    (Array.isArray(list.actions) ? list.actions : []).forEach((action, i) => {
      if (!isObject(action)) return;
      knownForm(action.form, [...at, 'list', 'actions', i, 'form']);
      if (typeof action.operation === 'string') call(action, [...at, 'list', 'actions', i]);
    });
  }
  return diagnostics;
}

function checkCard(file: SourceFile, spec: LoadedSpec, card: unknown, where: Path, diagnostics: Diagnostic[]): void {
  if (typeof card !== 'string') {
    diagnostics.push(diagnostic(file, where.slice(0, -1), 'list has no `card`', `name a card of ${CARDS_DIR}: ${spec.cards.join(', ') || 'none yet'}`));
  } else if (!spec.cards.includes(card)) {
    const hint = [`no file ${CARDS_DIR}/${card}.tsx`, didYouMean(card, spec.cards)].filter(Boolean).join('; ');
    diagnostics.push(diagnostic(file, where, `unknown card \`${card}\``, hint));
  }
}

/** A row link names a route of this file and only query parameters that route reads. */
function checkOpen(file: SourceFile, open: unknown, where: Path): Diagnostic[] {
  const links = Array.isArray(open) ? open.map((link, i) => ({ link, at: [...where, i] })) : open === undefined ? [] : [{ link: open, at: where }];
  const routes = new Map(routeEntries(file).map(({ route }) => [String(route.name), route]));
  return links.flatMap(({ link, at }) => {
    if (!isObject(link) || typeof link.route !== 'string') return [];
    const target = routes.get(link.route);
    if (!target) return [diagnostic(file, [...at, 'route'], `unknown route \`${link.route}\``, didYouMean(link.route, routes.keys()) ?? 'name a route of this file')];
    const declared = Array.isArray(target.query) ? target.query.map(String) : [];
    return Object.keys(isObject(link.query) ? link.query : {})
      .filter((name) => !declared.includes(name))
      .map((name) => diagnostic(file, [...at, 'query', name], `route \`${link.route}\` does not read query parameter \`${name}\``, `declare it on the route: query: [${[...declared, name].join(', ')}]`, { key: true }));
  });
}

/** A form copies route query parameters into its payload: the route must declare them. */
function checkFormQuery(file: SourceFile, spec: LoadedSpec, route: Record<string, unknown>, at: (string | number)[]): Diagnostic[] {
  const form = spec.forms.find((candidate) => candidate.id === route.form)?.file.value;
  const submit = isObject(form) && isObject(form.submit) ? form.submit : {};
  const load = isObject(form) && isObject(form.load) && isObject(form.load.params) ? form.load.params : {};
  const update = isObject(submit.update) && isObject(submit.update.from) ? submit.update.from : {};
  const fromQuery = [...Object.values(isObject(submit.from) ? submit.from : {}), ...Object.values(update), ...Object.values(load)].flatMap((source) => (String(source).startsWith('query.') ? [String(source).slice(6)] : []));
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
