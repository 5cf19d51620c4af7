// spec/screens.yaml: each hand-written screen's route options exist on its route with the declared
// type — deleting `signInDays` from /user's options is refused here instead of the sign-in calendar
// computing NaN — and each option a route gives is read by some screen.
import { isObject } from '../data.js';
import { didYouMean, hasErrors } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { routeEntries } from '../load.js';
import type { LoadedSpec } from '../load.js';
import { screensFileSchema } from '../spec-schemas.js';
import { diagnostic } from '../yaml-source.js';
import { checkShape } from './shape.js';

export interface OptionType {
  type: 'integer' | 'number' | 'string' | 'boolean';
  minimum?: number;
}

export interface ScreenOptionsDecl {
  screen: string;
  route: string;
  options: Record<string, OptionType>;
}

/** The declarations of spec/screens.yaml (none when the file is absent or not valid). */
export function screenOptionDecls(spec: LoadedSpec): ScreenOptionsDecl[] {
  const value = spec.screenOptions?.value;
  if (!isObject(value) || !isObject(value.screens)) return [];
  return Object.entries(value.screens).flatMap(([screen, decl]) =>
    isObject(decl) && typeof decl.route === 'string' && isObject(decl.options)
      ? [{ screen, route: decl.route, options: decl.options as Record<string, OptionType> }]
      : [],
  );
}

const fits = (value: unknown, option: OptionType): boolean =>
  option.type === 'integer'
    ? Number.isInteger(value)
    : option.type === 'number'
      ? typeof value === 'number'
      : typeof value === option.type;

export function checkScreenOptions(spec: LoadedSpec): Diagnostic[] {
  const file = spec.screenOptions;
  if (!file || file.value === undefined) return [];
  const diagnostics = checkShape(file, screensFileSchema);
  // a routes file that did not parse has no names to check against (its syntax error is the one said)
  if (hasErrors(diagnostics) || spec.routes?.value === undefined) return diagnostics;
  const routes = new Map(
    routeEntries(spec.routes).flatMap(({ index, route }) =>
      typeof route.name === 'string' ? [[route.name, { index, route }] as const] : [],
    ),
  );
  const read = new Map<string, Set<string>>();
  for (const { screen, route: name, options } of screenOptionDecls(spec)) {
    const at = ['screens', screen];
    if (!spec.screens.includes(screen))
      diagnostics.push(
        diagnostic(
          file,
          at,
          `unknown screen \`${screen}\``,
          `no file src/screens/${screen}.tsx${didYouMean(screen, spec.screens) ? `; ${didYouMean(screen, spec.screens)}` : ''}`,
          { key: true },
        ),
      );
    const entry = routes.get(name);
    if (!entry) {
      diagnostics.push(
        diagnostic(file, [...at, 'route'], `unknown route \`${name}\``, didYouMean(name, routes.keys())),
      );
      continue;
    }
    const given = isObject(entry.route.options) ? entry.route.options : {};
    const routeAt = ['routes', entry.index];
    for (const [option, type] of Object.entries(options)) {
      read.set(name, (read.get(name) ?? new Set()).add(option));
      const value = given[option];
      const wanted = `${type.type === 'integer' ? 'a whole number' : `a ${type.type}`}${type.minimum === undefined ? '' : ` of at least ${type.minimum}`}`;
      if (value === undefined) {
        const hint = `add it to the route's options: { ${option}: <${type.type}> } (${spec.screenOptions!.path} declares it)`;
        diagnostics.push(
          diagnostic(
            spec.routes,
            isObject(entry.route.options) ? [...routeAt, 'options'] : [...routeAt, 'name'],
            `route \`${name}\` lacks option \`${option}\`, which screen \`${screen}\` reads`,
            hint,
          ),
        );
      } else if (!fits(value, type) || (type.minimum !== undefined && Number(value) < type.minimum)) {
        diagnostics.push(
          diagnostic(
            spec.routes,
            [...routeAt, 'options', option],
            `option \`${option}\` of route \`${name}\` is ${JSON.stringify(value)}; screen \`${screen}\` reads ${wanted}`,
          ),
        );
      }
    }
  }
  for (const [name, { index, route }] of routes) {
    for (const option of Object.keys(isObject(route.options) ? route.options : {})) {
      if (read.get(name)?.has(option)) continue;
      const hint = `declare it under the screen that reads it in ${spec.screenOptions!.path}, or delete it`;
      diagnostics.push(
        diagnostic(
          spec.routes,
          ['routes', index, 'options', option],
          `option \`${option}\` of route \`${name}\` is read by no screen`,
          hint,
          { key: true, severity: 'warning' },
        ),
      );
    }
  }
  return diagnostics;
}
