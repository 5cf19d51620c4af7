import { useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import type { RouteDef } from '../../generated/routes';

/**
 * The shell's outlet with keep-alive: a route marked `keepAlive` in spec/routes.yaml stays mounted
 * (hidden) after the user leaves it, so its scroll lists and tabs are as they were on return; other
 * routes are created anew on each visit.
 */
export function RouteOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const def = matches[matches.length - 1]?.handle as RouteDef | undefined;
  const kept = useRef(new Map<string, ReactNode>());
  if (def?.keepAlive) kept.current.set(pathname, outlet);
  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <div key={path} hidden={path !== pathname}>
          {element}
        </div>
      ))}
      {!def?.keepAlive && <div key={pathname}>{outlet}</div>}
    </>
  );
}
