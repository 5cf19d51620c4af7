import type { RouteDef } from '../../generated/routes';

/** The variant of a route its query selects (every `when` value equal), if any (spec/routes.yaml `variants`). */
export function variantOf(def: Pick<RouteDef, 'variants'>, query: URLSearchParams): RouteDef['variants'][number] | undefined {
  return def.variants.find((variant) => Object.entries(variant.when).every(([name, value]) => query.get(name) === value));
}

/** The title a route shows for this query: its variant's, else its own. */
export const titleOf = (def: Pick<RouteDef, 'variants' | 'title'>, query: URLSearchParams): string => variantOf(def, query)?.title ?? def.title;
