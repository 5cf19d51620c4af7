import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

/**
 * The hash history, listening from the moment the app's code runs: React Router's HashRouter subscribes
 * in a layout effect after its first commit, so a first render drawn in slices (main.tsx) left a window
 * in which a change of the hash went unheard. The latest address is kept here and the router catches
 * up with it as it commits.
 */
const history = createHashHistory({ v5Compat: true });
let latest: { action: NavigationType; location: Location } = { action: history.action, location: history.location };
const listeners = new Set<() => void>();
history.listen((update) => {
  latest = update;
  listeners.forEach((l) => l());
});

/** React Router's HashRouter (navigations at transition priority, as its default), over the history above. */
export function HashRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(latest);
  const drawnFrom = useRef(state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(latest));
    listeners.add(follow);
    // the address moved while the first render was being drawn
    if (latest !== drawnFrom.current) follow();
    return () => {
      listeners.delete(follow);
    };
  }, []);
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
