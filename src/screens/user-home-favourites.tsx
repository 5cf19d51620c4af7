import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pages } from '../../generated/pages';
import { Loading } from '../components/loading';

// The page blocks (and their cards) load with the user home's favourites, not with the shell.
const FavouriteBlocks = lazy(() =>
  Promise.all([pages['my-sc'](), import('../pages/blocks/block-view'), import('../pages/page-scope')]).then(([{ page }, { BlockList }, { PageQuery }]) => ({
    default: ({ onShown }: { onShown(): void }) => {
      useEffect(onShown, [onShown]);
      return (
        <PageQuery>
          <BlockList blocks={page.main} label="我的收藏" />
        </PageQuery>
      );
    },
  })),
);

/**
 * 我的收藏 on the user home (seed 1 §2.6): the same five-tab list as /user/mySC, described once in
 * spec/routes.yaml and shown here through its blocks. Ready once the blocks are shown and their calls
 * have answered (the home scrolls to its feedback form only then).
 */
export function FavouritesSection({ onReady }: { onReady(): void }) {
  const [shown, setShown] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    if (shown && fetching === 0) onReady();
  }, [shown, fetching, onReady]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="favourites-title" sx={{ p: 3 }}>
      <Typography id="favourites-title" variant="h6" component="h2">
        我的收藏
      </Typography>
      <Suspense fallback={<Loading />}>
        <FavouriteBlocks onShown={() => setShown(true)} />
      </Suspense>
    </Paper>
  );
}
