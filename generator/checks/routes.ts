// spec/routes.yaml: its shape, unique paths and names, and that what renders each route exists.
import { didYouMean, hasErrors } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { FORMS_DIR, routeEntries, SCREENS_DIR } from '../load.js';
import { RENDER_KINDS } from '../ir.js';
import type { LoadedSpec } from '../load.js';
import { isObject } from '../data.js';
import { routesFileSchema } from '../spec-schemas.js';
import { diagnostic, where } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';
import { checkCall, undeclaredQuery } from './calls.js';
import { checkShape } from './shape.js';
import { declaredQuery } from './page-links.js';
import { checkHtmlPageFields } from './page-fields.js';
import { checkPage } from './pages.js';
import type { OperationInfo } from '../openapi-model.js';

export function checkRoutes(
  file: SourceFile,
  spec: LoadedSpec,
  operations?: ReadonlyMap<string, OperationInfo>,
): Diagnostic[] {
  if (file.value === undefined) return [];
  const diagnostics = checkShape(file, routesFileSchema);
  // the later checks and the page model read the tree as the schema describes it: a misspelt block kind
  // stops here as a diagnostic rather than reaching them as a block of no kind
  if (hasErrors(diagnostics)) return diagnostics;
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
      // a variant that only retitles the route (修改职位 for an edit) draws the route's own render
      const retitles = typeof variant.title === 'string' && !RENDER_KINDS.some((kind) => kind in variant);
      if (!retitles) diagnostics.push(...checkRender(file, spec, operations, route, variant, [...at, 'variants', i]));
      const declared = Array.isArray(route.query) ? route.query.map(String) : [];
      for (const name of Object.keys(isObject(variant.when) ? variant.when : {})) {
        if (!declared.includes(name))
          diagnostics.push(
            undeclaredQuery(file, [...at, 'variants', i, 'when', name], String(route.name), declared, name, true),
          );
      }
    });
    diagnostics.push(...checkFormQuery(file, spec, route, at));
  }
  return [...diagnostics, ...checkNavigation(file)];
}

type Path = (string | number)[];

/** Every navigation entry that names a route, with where it stands. */
function navigationLinks(navigation: Record<string, unknown>): { at: Path; link: Record<string, unknown> }[] {
  const lists: Path[] = [
    ['header', 'service'],
    ['header', 'help'],
    ['header', 'siteMap'],
    ['nav'],
    ['search', 'shortcuts'],
    ['legal'],
  ];
  for (const groups of ['footer', 'userMenu', 'creatorMenu']) {
    const list = Array.isArray(navigation[groups]) ? (navigation[groups] as unknown[]) : [];
    list.forEach((_, i) => lists.push([groups, i, 'links']));
  }
  const search = isObject(navigation.search) ? navigation.search : {};
  const categories = Array.isArray(search.categories) ? search.categories : [];
  const found = lists.flatMap((at) => {
    const items = at.reduce<unknown>(
      (node, step) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[step] : undefined),
      navigation,
    );
    return Array.isArray(items) ? items.map((link, i) => ({ at: [...at, i], link })) : [];
  });
  if (isObject(navigation.account)) found.push({ at: ['account'], link: navigation.account });
  const tabs = Array.isArray(navigation.tabs) ? navigation.tabs : [];
  const tabLinks = tabs.flatMap((tab, i) => [
    { at: ['tabs', i], link: tab },
    ...(isObject(tab) && Array.isArray(tab.current)
      ? tab.current.map((route, j) => ({ at: ['tabs', i, 'current', j], link: { route } }))
      : []),
  ]);
  const searchLinks = categories.map((category, i) => ({
    at: ['search', 'categories', i],
    link: { ...(isObject(category) ? category : {}), route: search.route },
  }));
  return [...found, ...tabLinks, ...searchLinks].filter((entry): entry is { at: Path; link: Record<string, unknown> } =>
    isObject(entry.link),
  );
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
      const target =
        at[0] === 'search' && at[1] === 'categories'
          ? ['navigation', 'search', 'route']
          : at[2] === 'current'
            ? path
            : [...path, 'route'];
      return [
        diagnostic(
          file,
          target,
          `unknown route \`${link.route}\``,
          didYouMean(link.route, names) ?? 'name a route of this file',
        ),
      ];
    }
    const declared = declaredQuery(route);
    return Object.keys(isObject(link.query) ? link.query : {})
      .filter((name) => !declared.includes(name))
      .map((name) =>
        diagnostic(
          file,
          [...path, 'query', name],
          `route \`${link.route}\` does not read query parameter \`${name}\``,
          `declare it on the route: query: [${[...declared, name].join(', ')}]`,
          { key: true },
        ),
      );
  });
}

type Operations = ReadonlyMap<string, OperationInfo> | undefined;

/** A route (or a variant) renders exactly one thing, and what it names exists. */
function checkRender(
  file: SourceFile,
  spec: LoadedSpec,
  operations: Operations,
  route: Record<string, unknown>,
  node: Record<string, unknown>,
  at: Path,
): Diagnostic[] {
  const renders = RENDER_KINDS.filter((kind) => kind in node);
  if (renders.length > 1) {
    const hint = 'a route renders exactly one: a form, a screen, an html page or a page';
    return [
      diagnostic(file, [...at, renders[1]], `route has both \`${renders[0]}\` and \`${renders[1]}\``, hint, {
        key: true,
      }),
    ];
  }
  if (!renders.length) {
    const hint = `add form: <a file of ${FORMS_DIR}>, screen: <a file of ${SCREENS_DIR}>, html: { operation, content } or page: { main: [blocks] }`;
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
    const hint = [`no file ${SCREENS_DIR}/${node.screen}.tsx`, didYouMean(node.screen, spec.screens)]
      .filter(Boolean)
      .join('; ');
    diagnostics.push(diagnostic(file, [...at, 'screen'], `unknown screen \`${node.screen}\``, hint));
  }
  const declared = declaredQuery(route);
  const page = { file, spec, operations, route: { name: String(route.name), declared }, diagnostics };
  if (isObject(node.html)) {
    diagnostics.push(...checkCall(file, operations, node.html, [...at, 'html'], { route: page.route, supplied: [] }));
    checkHtmlPageFields(page, node.html, [...at, 'html']);
  }
  if (isObject(node.page)) checkPage(page, node.page, [...at, 'page']);
  return diagnostics;
}

/** A form copies route query parameters into its payload: the route must declare them. */
function checkFormQuery(
  file: SourceFile,
  spec: LoadedSpec,
  route: Record<string, unknown>,
  at: (string | number)[],
): Diagnostic[] {
  const form = spec.forms.find((candidate) => candidate.id === route.form)?.file.value;
  const submit = isObject(form) && isObject(form.submit) ? form.submit : {};
  const load = isObject(form) && isObject(form.load) && isObject(form.load.params) ? form.load.params : {};
  const update = isObject(submit.update) && isObject(submit.update.from) ? submit.update.from : {};
  const fromQuery = [
    ...Object.values(isObject(submit.from) ? submit.from : {}),
    ...Object.values(update),
    ...Object.values(load),
  ].flatMap((source) => (String(source).startsWith('query.') ? [String(source).slice(6)] : []));
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
