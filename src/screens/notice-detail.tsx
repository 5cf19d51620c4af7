import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { href } from '../../generated/routes';
import { Html } from '../components/html';
import { Loading } from '../components/loading';
import { api } from '../lib/http';
import { useSession } from '../lib/use-session';

/** 消息详情 (seed 2 §2.2): the message's HTML and 返回列表; opening it marks it read. */
export function NoticeDetailScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  const [message, setMessage] = useState<ApiResult<'getSystemMessageDetail'> | null>(null);
  const id = params.get('id') ?? '';
  useEffect(() => {
    if (session && id) api.getSystemMessageDetail({ memberId: session.userId, messageId: id }).then(setMessage, () => undefined);
  }, [session, id]);

  return (
    <article className="notice-detail">
      <Button component={Link} to={href('noticeCenter')} variant="outlined" size="small">
        返回列表
      </Button>
      {message ? (
        <>
          <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
            {message.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {message.crtTime}
          </Typography>
          <Html html={message.content ?? ''} />
        </>
      ) : (
        <Loading />
      )}
    </article>
  );
}
