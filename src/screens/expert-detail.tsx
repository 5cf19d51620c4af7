import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { routeByName } from '../../generated/routes';
import { Loading } from '../components/loading';
import { MissingItem } from '../components/missing-item';
import { api } from '../lib/http';
import { messages } from '../lib/messages';
import { toast } from '../lib/toast';
import { useSession } from '../lib/use-session';
import { lazyForm } from '../pages/lazy-form';

const ConsultDialog = lazy(() => import('../features/consult').then((m) => ({ default: m.ConsultDialog })));
const ConsultForm = lazyForm('expert-consult');
const { consultPollMs } = routeByName.chajiDetail.options as { consultPollMs: number };
// seed 3: an expert's favourites use type 4, likes type 5
const FAVOURITE_TYPE = '4';
const LIKE_TYPE = '5';

type Expert = ApiResult<'getExpertDetail'>;

/** 专家详情 (seed 3 §2.5): the expert, ratings and labels, comments, favourite / like, and the consult pop-up. */
export function ExpertDetailScreen() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const session = useSession();
  const [expert, setExpert] = useState<Expert | null>(null);
  const [consulting, setConsulting] = useState(false);

  const load = useCallback(
    () => api.getExpertDetail({ id, memberId: session?.userId ?? '' }).then(setExpert, () => undefined),
    [id, session?.userId],
  );
  useEffect(() => {
    if (id) load();
  }, [id, load]);

  if (!id) return <MissingItem />;
  if (!expert || !session) return <Loading />;

  async function toggle(on: boolean, type: string, add: 'doFavorites' | 'doLikes', remove: 'deleteFavorites' | 'deleteLikes', said: string) {
    const input = { joinId: id, type, userId: session!.userId } as never;
    await (on ? api[remove](input) : api[add](input)).catch(() => null);
    toast(said);
    load();
  }

  return (
    <section className="expert-detail">
      <Paper className="expert-card" variant="outlined">
        <Stack direction="row" spacing={3} alignItems="center">
          <Avatar src={expert.imgPic} alt={expert.realName} sx={{ width: 96, height: 96 }} />
          <div>
            <Typography variant="h5" component="h1">
              {expert.realName} <Chip size="small" label={expert.typeName} color="success" />
            </Typography>
            <Rating value={expert.star} precision={0.5} readOnly aria-label={`评分 ${expert.star}`} />
            <Typography color="text.secondary">
              好评率 {expert.praiseRate}% · 回复 {expert.returnCount} · 点赞 {expert.fabulousCount}
            </Typography>
            <Typography>{expert.introduce}</Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => setConsulting(true)}>
            在线咨询
          </Button>
          <Button variant="outlined" onClick={() => toggle(expert.isLike === 1, FAVOURITE_TYPE, 'doFavorites', 'deleteFavorites', expert.isLike ? messages.unfavourited : messages.favourited)}>
            {expert.isLike ? '已收藏' : '收藏'}
          </Button>
          <Button variant="outlined" onClick={() => toggle(expert.isFabulous === 1, LIKE_TYPE, 'doLikes', 'deleteLikes', messages.done)}>
            {expert.isFabulous ? '已点赞' : '点赞'}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} aria-label="评论标签">
          {expert.labels.map((l) => (
            <Chip key={l.name} label={`${l.name} ${l.num}`} variant="outlined" />
          ))}
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        用户评价（{expert.contentCount}）
      </Typography>
      {expert.contentEntityList.length === 0 && <Typography color="text.secondary">{messages.emptyList}</Typography>}
      {expert.contentEntityList.map((c) => (
        <Stack key={c.id} direction="row" spacing={2} className="expert-comment">
          <Avatar src={c.memberHeadPic} alt={c.memberNickName} />
          <div>
            <Typography variant="subtitle2">
              {c.memberNickName} <Typography component="span" variant="caption" color="text.secondary">{c.time}</Typography>
            </Typography>
            <Typography>{c.content}</Typography>
          </div>
        </Stack>
      ))}
      {consulting && (
        <Suspense fallback={null}>
          <ConsultDialog
            open
            onClose={() => setConsulting(false)}
            expert={{ memberId: expert.memberId, realName: expert.realName }}
            session={session}
            pollMs={consultPollMs}
            editor={(add) => (
              <Suspense fallback={<Loading />}>
                <ConsultForm host={{ toMemberId: expert.memberId }} onSuccess={add} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </section>
  );
}
