import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { routeByName, type ListPage } from '../../generated/routes';
import { Loading } from '../components/loading';

// The list page (and its cards) load with the user home's favourites, not with the shell.
const ListView = lazy(() => import('../pages/list-page').then((m) => ({ default: m.ListView })));

/**
 * 我的收藏 on the user home (seed 1 §2.6): the same five-tab list as /user/mySC, described once in
 * spec/routes.yaml and shown here through the generic list.
 */
export function FavouritesSection({ onReady }: { onReady(): void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="favourites-title" sx={{ p: 3 }}>
      <Typography id="favourites-title" variant="h6" component="h2">
        我的收藏
      </Typography>
      <Suspense fallback={<Loading />}>
        <ListView spec={routeByName.mySC.render as ListPage} label="我的收藏" onLoaded={onReady} />
      </Suspense>
    </Paper>
  );
}
