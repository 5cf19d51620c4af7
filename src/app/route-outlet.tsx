import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useRouteDef } from './use-route-def';

/**
 * The shell's outlet with keep-alive: a route marked `keepAlive` in spec/routes.yaml stays mounted
 * (hidden) after the user leaves it, so its scroll lists and tabs are as they were on return; other
 * routes are created anew on each visit.
 */
export function RouteOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const def = useRouteDef();
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
