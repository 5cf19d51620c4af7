import { startTransition, useEffect, useState, type ReactNode } from 'react';

let started = false;

/**
 * Parts under the first screen (the footer, the floating side panel), drawn after the app's first paint
 * at transition priority, in slices: the first render of the shell was one long task with them. Once
 * the app has started they are drawn at once (a page returned to is restored to its scroll position
 * with its footer there).
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(started);
  useEffect(() => {
    if (shown) return;
    startTransition(() => setShown(true));
    started = true;
  }, [shown]);
  return shown ? children : null;
}
