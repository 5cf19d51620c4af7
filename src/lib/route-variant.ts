import type { RouteDef } from '../../generated/routes';

type Variant = RouteDef['variants'][number];

/** Whether the query meets a variant's `when`: each parameter equal to its value, or empty / given as `{ empty }` says. */
const meets = (when: Variant['when'], query: URLSearchParams): boolean =>
  Object.entries(when).every(([name, value]) =>
    typeof value === 'string' ? query.get(name) === value : !query.get(name) === value.empty,
  );

/** The variant of a route its query selects, if any (spec/routes.yaml `variants`). */
export function variantOf(def: Pick<RouteDef, 'variants'>, query: URLSearchParams): Variant | undefined {
  return def.variants.find((variant) => meets(variant.when, query));
}

/** The title a route shows for this query: its variant's, else its own. */
export const titleOf = (def: Pick<RouteDef, 'variants' | 'title'>, query: URLSearchParams): string =>
  variantOf(def, query)?.title ?? def.title;
