import { useContext, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { useRefreshShown } from '../pages/page-data';
import { useRouteDef } from './use-route-def';

type At = ContextType<typeof LocationContext>;

/**
 * The shell's outlet with keep-alive: a route marked `keepAlive` in spec/routes.yaml stays mounted
 * (hidden) after the user leaves it, so its scroll lists and tabs are as they were on return; other
 * routes are created anew on each visit. A hidden copy keeps reading the location it was left at:
 * given the live one, it would re-render for another route's address (and its route view, keyed by
 * the pathname, would be made anew — the state keep-alive is for lost).
 */
export function RouteOutlet() {
  const outlet = useOutlet();
  const live = useContext(LocationContext);
  const { pathname } = live.location;
  const def = useRouteDef();
  useRefreshShown(pathname);
  const kept = useRef(new Map<string, { element: ReactNode; at: At }>());
  if (def?.keepAlive) kept.current.set(pathname, { element: outlet, at: live });
  return (
    <>
      {[...kept.current].map(([path, { element, at }]) => (
        <div key={path} hidden={path !== pathname}>
          <LocationContext.Provider value={at}>{element}</LocationContext.Provider>
        </div>
      ))}
      {!def?.keepAlive && <div key={pathname}>{outlet}</div>}
    </>
  );
}
