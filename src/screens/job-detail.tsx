import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { Loading } from '../components/loading';
import { MissingItem } from '../components/missing-item';
import { api } from '../lib/http';
import { useSession } from '../lib/use-session';

const ChatDialog = lazy(() => import('../features/chat/chat-dialog').then((m) => ({ default: m.ChatDialog })));

type Job = ApiResult<'getJob'>;

/** 职位详情 (seed 3 §2.1): the job, its tea garden and contact, and a consult pop-up to its publisher. */
export function JobDetailScreen() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const session = useSession();
  const [job, setJob] = useState<Job | null>(null);
  const [chatting, setChatting] = useState(false);

  useEffect(() => {
    if (id) api.getJob({ id, userId: session?.userId ?? '' }).then(setJob, () => undefined);
  }, [id, session?.userId]);

  if (!id) return <MissingItem />;
  if (!job) return <Loading />;
  const own = job.userId === session?.userId;

  return (
    <section className="job-detail">
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1">
          {job.title}
        </Typography>
        <Typography variant="h6" color="error" sx={{ my: 1 }}>
          {job.xinziStatus === 1 ? '面议' : `${job.xinzi} 元/${job.jiexinfangshiName}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label={`招聘 ${job.number} 人`} size="small" />
          <Chip label={job.workYearName} size="small" />
          <Chip label={job.foodHomeTypeName} size="small" />
        </Stack>
        <dl className="job-facts">
          <dt>用工时间</dt>
          <dd>{job.shanggangStatus === 1 ? '立即上岗' : `${job.ygkssj} 至 ${job.ygjssj}`}</dd>
          <dt>工作地点</dt>
          <dd>{job.address}</dd>
          <dt>茶园</dt>
          <dd>{job.chayuanName}</dd>
          <dt>联系人</dt>
          <dd>
            {job.contactName} {job.contactPhone_hide}
          </dd>
        </dl>
        <Typography variant="subtitle1" component="h2">
          工作描述
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{job.gzDescribe}</Typography>
        {!own && session && (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setChatting(true)}>
            咨询TA
          </Button>
        )}
      </Paper>
      {chatting && (
        <Suspense fallback={null}>
          <ChatDialog to={job.userId} name={job.contactName} onClose={() => setChatting(false)} />
        </Suspense>
      )}
    </section>
  );
}
