import Badge from '@mui/material/Badge';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { href, routeByName } from '../../generated/routes';
import { Loading } from '../components/loading';
import { api } from '../lib/http';
import { messages } from '../lib/messages';
import { useSession } from '../lib/use-session';

const ChatScreen = lazy(() => import('./chat').then((m) => ({ default: m.ChatScreen })));
const { pageSize, messageType } = routeByName.noticeCenter.options as { pageSize: number; messageType: number };
const tabs = ['系统消息', '我的消息'] as const;

type Page = ApiResult<'listSystemMessages'>;

/** 消息中心 (seed 2 §2.2): system messages with unread dots and details, and the member chat. */
export function NoticeCentreScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '1' ? 1 : 0;
  return (
    <section>
      <Tabs value={tab} onChange={(_, v: number) => setParams(v ? { tab: String(v) } : {})} aria-label="消息中心">
        {tabs.map((t) => (
          <Tab key={t} label={t} />
        ))}
      </Tabs>
      <Suspense fallback={<Loading />}>{tab === 0 ? <SystemMessages /> : <ChatScreen />}</Suspense>
    </section>
  );
}

function SystemMessages() {
  const session = useSession();
  const [pageIndex, setPageIndex] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  useEffect(() => {
    if (!session) return;
    api.listSystemMessages({ memberId: session.userId, pageIndex, pageSize, type: messageType }).then(setPage, () => setPage({ records: [], total: 0 }));
  }, [session, pageIndex]);

  if (!page) return <Loading />;
  if (!page.records.length) return <Typography sx={{ p: 4 }} color="text.secondary">{messages.noMessages}</Typography>;
  return (
    <>
      <Table aria-label="系统消息">
        <TableHead>
          <TableRow>
            <TableCell>标题</TableCell>
            <TableCell>时间</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {page.records.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                <Badge variant="dot" color="error" invisible={m.isRead === 1} aria-label={m.isRead ? undefined : '未读'}>
                  {m.title}
                </Badge>
              </TableCell>
              <TableCell>{m.crtTime}</TableCell>
              <TableCell>
                <Link to={href('noticeDetail', { id: m.id })}>详情</Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination sx={{ mt: 2 }} count={Math.ceil(page.total / pageSize)} page={pageIndex} onChange={(_, p) => setPageIndex(p)} />
    </>
  );
}
