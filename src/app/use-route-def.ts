import { useLocation } from 'react-router-dom';
import { routes, type RouteDef } from '../../generated/routes';

/** A path as the router compares it: any case, no trailing slash. */
const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const byPath = new Map(routes.map((def) => [normal(def.path), def]));

/**
 * The route of spec/routes.yaml the current address names (none: not found). Route paths are fixed
 * (the generator refuses parameters in them), so this is a lookup — react-router's matching ranks every
 * route on each call (~0.1 s of a cold start under Lighthouse's 4× CPU throttling).
 */
export function useRouteDef(): RouteDef | undefined {
  return byPath.get(normal(useLocation().pathname));
}
