import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useRouteQuery } from '../page-scope';

/**
 * A composed page draws the blocks of its first screen first. A block outside the viewport as the page
 * opens waits (its heading shown, its room kept) until the first screen's calls have answered and the
 * browser is idle, or until the reader scrolls near it; then all the waiting blocks come, drawn at
 * transition priority (in slices). A page of fifteen blocks (the home page) otherwise asked fifteen calls
 * at once and drew fifteen answers while its first screen's pictures were still on their way.
 */
const StageContext = createContext<boolean>(true);

/** How far under the viewport a block counts as near (px). */
const NEAR_PX = 200;

/** The longest the rest of a page waits for its first screen (a call that never answers must not hide it). */
const MAX_WAIT_MS = 3_000;

/** Runs `task` when the browser is idle (at the latest after 0.5 s); returns its cancel. */
function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout: 500 });
  return () => cancelIdleCallback(id);
}

export function BlockStage({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // an address that asks for a section (`?section=`) takes the reader down the page: no first screen
  const anchored = useRouteQuery().query.has('section');
  const [released, setReleased] = useState(anchored);
  if (anchored && !released) setReleased(true);
  useEffect(() => {
    if (released) return undefined;
    const release = () => startTransition(() => setReleased(true));
    let cancel = () => {};
    // idle with nothing in flight: the first screen has its answers (asked again after each change)
    const check = () => {
      cancel();
      cancel = whenIdle(() => client.isFetching() === 0 && release());
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    const timer = setTimeout(release, MAX_WAIT_MS);
    return () => {
      unsubscribe();
      cancel();
      clearTimeout(timer);
    };
  }, [client, released]);
  return <StageContext.Provider value={released}>{children}</StageContext.Provider>;
}

/**
 * Whether a block is drawn: once the page's rest is released, at once when it starts in the viewport or
 * the address asks for it (`?section=`), or when the reader scrolls near it.
 */
export function useShown(ref: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const released = useContext(StageContext);
  const [near, setNear] = useState(false);
  const waiting = !released && !near && !wanted;
  // measured before the first paint: a block of the first screen (or just under it) never shows as
  // waiting, and its call goes out with the others of the first screen
  useLayoutEffect(() => {
    if (waiting && ref.current && ref.current.getBoundingClientRect().top < window.innerHeight + NEAR_PX) setNear(true);
  }, [waiting, ref]);
  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${NEAR_PX}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, ref]);
  return !waiting;
}
