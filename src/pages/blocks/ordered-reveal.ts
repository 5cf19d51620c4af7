import { useLayoutEffect, type RefObject } from 'react';

/**
 * Blocks one under the other show top down: a block waits, laid out but not shown, until every block
 * above it has drawn what it loads (no loading ring left in it), or at most `MAX_WAIT_MS`. A block above
 * that grows when its answer (or its code) comes then moves nothing the reader sees: drawn at once, the
 * blocks under /user's member card moved down 370 px when the card's code came (a layout shift of 0.13).
 * Laid out (visibility, not display), a waiting block keeps its place, so the page's staging still
 * measures which blocks are near the screen (block-stage.tsx), and its calls go out with the others.
 * A block once shown stays shown: a later loading ring (a page turned) hides nothing.
 */
const MAX_WAIT_MS = 3_000;

const loading = (element: Element) => element.querySelector('[role="progressbar"]') !== null;

export function useOrderedReveal(list: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return undefined;
    // blocks that have been seen drawn: they never hold the blocks under them again
    const drawn = new WeakSet<Element>();
    /** Shows each waiting block that nothing above holds; answers whether none is left waiting. */
    const update = () => {
      let held = false;
      let waiting = false;
      for (const block of root.children) {
        if (held && block.hasAttribute('data-waiting')) {
          waiting = true;
          continue;
        }
        block.removeAttribute('data-waiting');
        if (!drawn.has(block) && loading(block)) held = true;
        else drawn.add(block);
      }
      return !waiting;
    };
    // before the first paint every block waits, and those nothing holds are shown at once; a block
    // that comes later (its condition turned true) is new, not moved, and is not held
    for (const block of root.children) block.setAttribute('data-waiting', '');
    if (update()) return undefined;
    const observer = new MutationObserver(() => update() && stop());
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => stop(), MAX_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const block of root!.children) block.removeAttribute('data-waiting');
    }
    return stop;
  }, [list]);
}
