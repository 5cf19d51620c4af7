import { createContext, useContext, type ImgHTMLAttributes } from 'react';

/**
 * How soon a row's pictures are asked: `lead` — the first row of a list in the page's main column, most
 * often the page's largest paint: at once and at high priority; `first` — the rest of that grid row: at
 * once; `later` (anywhere else) — lazily, as they come near the screen. A lazy picture is asked only once
 * the page is laid out, and at low priority: on the first row, that was a step more before the largest paint.
 */
export type PictureRank = 'lead' | 'first' | 'later';

const RankContext = createContext<PictureRank>('later');

/** The rank of the pictures drawn inside (list-block.tsx gives a list's first row theirs). */
export const PictureRankScope = RankContext.Provider;

/** A row's picture (a cover, a thumbnail), asked as soon as its rank says. */
export function Picture(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'>) {
  const rank = useContext(RankContext);
  // React 18 passes fetchpriority through only in lower case
  return (
    <img
      {...props}
      loading={rank === 'later' ? 'lazy' : 'eager'}
      {...(rank === 'lead' ? { fetchpriority: 'high' } : {})}
    />
  );
}
