import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes, type RouteDef } from '../../generated/routes';

const flat = routes.map((def) => ({ path: def.path, def }));

/** The route of spec/routes.yaml the current address matches, as the router matches it (none: not found). */
export function useRouteDef(): RouteDef | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(flat, pathname)?.[0]?.route.def, [pathname]);
}
