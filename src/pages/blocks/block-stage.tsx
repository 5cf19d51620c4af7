import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useRouteQuery } from '../page-scope';

/**
 * A composed page opened as the app starts draws the blocks of its first screen first. A block outside
 * the viewport as the page opens waits (its heading and a loading mark shown) until the first screen's
 * calls have answered, its pictures have come and the browser is idle, or until the reader scrolls
 * near it; then all the waiting blocks come, drawn at transition priority (in slices). A page of fifteen
 * blocks (the home page) otherwise asked fifteen calls at once and drew fifteen answers while its first
 * screen's pictures were still on their way.
 */
interface Stage {
  released: boolean;
  /** a block about to be drawn (its calls not yet asked): holds the release until `done` */
  hold(): () => void;
}

// outside a staged page (and inside a drawn block) every block is drawn at once
const drawn: Stage = { released: true, hold: () => () => {} };
const StageContext = createContext<Stage>(drawn);
/** Whether the page's first screen is in (a drawn block inside still knows; outside a staged page it is). */
const FirstScreenContext = createContext(true);

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

/**
 * Whether the pictures on the screen have come (or failed): the first screen's largest paint is most
 * often one of them (a row's cover), and what waits for the first screen must not share the line with it.
 */
function picturesIn(): boolean {
  return [...document.images].every((image) => {
    if (image.complete) return true;
    // under the screen, or taking no room (not shown, or a lazy one that never loads)
    const { top, width, height } = image.getBoundingClientRect();
    return top >= window.innerHeight || width === 0 || height === 0;
  });
}

/** Whether no page has been drawn yet since the app started (the cold start, where staging pays). */
let coldStart = true;

export function BlockStage({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // an address that asks for a section (`?section=`) takes the reader down the page: no first screen;
  // nor on a page opened once the app runs — one returned to by back must be whole at once, for its
  // scroll position to be restored
  const anchored = useRouteQuery().query.has('section');
  const [released, setReleased] = useState(() => anchored || !coldStart);
  useEffect(() => {
    coldStart = false;
  }, []);
  if (anchored && !released) setReleased(true);
  // the first screen's blocks are drawn in a transition, and ask their calls once committed: until
  // then nothing is in flight, yet the first screen is not there
  const holds = useRef(0);
  const recheck = useRef(() => {});
  const stage = useMemo<Stage>(
    () => ({
      released,
      hold: () => {
        holds.current += 1;
        let done = false;
        return () => {
          if (done) return;
          done = true;
          holds.current -= 1;
          recheck.current();
        };
      },
    }),
    [released],
  );
  useEffect(() => {
    if (released) return undefined;
    const release = () => startTransition(() => setReleased(true));
    let cancel = () => {};
    // idle, every first-screen block drawn, nothing in flight and the pictures on the screen come: the
    // first screen is in (asked again after each change and each picture)
    const check = () => {
      cancel();
      cancel = whenIdle(() => holds.current === 0 && client.isFetching() === 0 && picturesIn() && release());
    };
    recheck.current = check;
    const unsubscribe = client.getQueryCache().subscribe(check);
    // a picture's load and error events do not bubble: caught on their way down
    document.addEventListener('load', check, true);
    document.addEventListener('error', check, true);
    check();
    const timer = setTimeout(release, MAX_WAIT_MS);
    return () => {
      document.removeEventListener('load', check, true);
      document.removeEventListener('error', check, true);
      unsubscribe();
      cancel();
      clearTimeout(timer);
      recheck.current = () => {};
    };
  }, [client, released]);
  return (
    <FirstScreenContext.Provider value={released}>
      <StageContext.Provider value={stage}>{children}</StageContext.Provider>
    </FirstScreenContext.Provider>
  );
}

/**
 * Whether the page's first screen is in (its calls answered, the browser idle; at once on a page opened
 * once the app runs): a part that is not the content — a list's filter fields — loads then, not on the
 * line the first screen's answers and pictures come by.
 */
export const useFirstScreenIn = () => useContext(FirstScreenContext);

/** Inside a drawn block: its own blocks (a tab's) are drawn with it. */
export const DrawnBlock = ({ children }: { children: ReactNode }) => (
  <StageContext.Provider value={drawn}>{children}</StageContext.Provider>
);

/**
 * Whether a block is drawn: once the page's rest is released, at once when the address asks for it
 * (`?section=`), or when it is (or comes) near the viewport. Nearness is measured in the commit (the
 * page's first layout), so the first screen's calls go out at once, and what is near is drawn at
 * transition priority — drawn there and then, the first screen's blocks took one long task with it.
 */
export function useShown(ref: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const { released, hold } = useContext(StageContext);
  const [near, setNear] = useState(false);
  const waiting = !released && !near && !wanted;
  const held = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return undefined;
    const show = () => {
      held.current ??= hold();
      startTransition(() => setNear(true));
    };
    if (
      typeof IntersectionObserver === 'undefined' ||
      element.getBoundingClientRect().top < window.innerHeight + NEAR_PX
    ) {
      show();
      return undefined;
    }
    // further down: when the reader scrolls towards it
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: `${NEAR_PX}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, ref, hold]);
  // drawn: its calls have been asked (the blocks' effects ran before this one)
  useEffect(() => {
    if (waiting || !held.current) return;
    held.current();
    held.current = null;
  }, [waiting]);
  // a block taken away before it was drawn holds nothing
  useEffect(
    () => () => {
      held.current?.();
      held.current = null;
    },
    [],
  );
  return !waiting;
}
