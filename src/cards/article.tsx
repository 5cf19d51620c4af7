import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textOf } from '../lib/format';
import type { CardProps, ListRecord } from './types';

/** A comma-joined list (the spec's coveres) or an array of paths. */
const paths = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(textOf) : textOf(value).split(',')).map((p) => p.trim()).filter(Boolean);

/** yyyy-MM-dd HH:mm:ss → yyyy-MM-dd HH:mm; anything else as it came. */
const toMinutes = (value: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : value);

/**
 * The covers to show: spec Toutiao covertype 1 单图 → one, 2 三图 → three, 3 无封面 → none. Without a
 * covertype, three when three came, else one; the list's poster stands in when coveres is empty.
 */
function coversOf(record: ListRecord): string[] {
  const all = paths(record.coveres);
  const covers = all.length ? all : paths(record.poster);
  switch (textOf(record.covertype)) {
    case '3':
      return [];
    case '2':
      return covers.slice(0, 3);
    case '1':
      return covers.slice(0, 1);
    default:
      return covers.slice(0, covers.length >= 3 ? 3 : 1);
  }
}

function Cover({ src, wide }: { src: string; wide?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt="封面"
      loading="lazy"
      sx={{ display: 'block', width: wide ? 200 : '100%', flexShrink: 0, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
    />
  );
}

/**
 * An article or video of the feed and the favourites (seed 3 §2.2, seed 2 §2.2): title, covers, author,
 * reads / comments / likes (where the answer has them) and time. One cover sits right of the text for showtype 1 (左文右图) and below it for showtype 2
 * (上文下图); three covers always go below in a row.
 */
export function ArticleCard({ record }: CardProps) {
  const title = textOf(record.title);
  const covers = coversOf(record);
  const side = covers.length === 1 && textOf(record.showtype) !== '2';
  const nickname = textOf(record.memberNickName);
  const headPic = textOf(record.memberHeadPic);
  const comments = textOf(record.commentNum) || '0';
  const time = toMinutes(textOf(record.crtTime));

  const byline = (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'text.secondary' }}>
      <Avatar src={headPic || undefined} alt={nickname} sx={{ width: 24, height: 24, fontSize: 12 }}>
        {nickname.slice(0, 1)}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
        {nickname}
      </Typography>
      {record.views !== undefined && <Typography variant="body2">{textOf(record.views)} 阅读</Typography>}
      <Typography variant="body2">{comments} 评论</Typography>
      {record.likes !== undefined && <Typography variant="body2">{textOf(record.likes)} 点赞</Typography>}
      {time && <Typography variant="body2">{time}</Typography>}
    </Stack>
  );

  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2}>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, justifyContent: 'space-between' }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {title}
          </Typography>
          {!side && covers.length > 0 && (
            <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${covers.length === 1 ? 1 : 3}, 1fr)`, gap: 1, maxWidth: covers.length === 1 ? 280 : 640 }}>
              {covers.map((src, i) => (
                <Cover key={`${i}-${src}`} src={src} />
              ))}
            </Box>
          )}
          {byline}
        </Stack>
        {side && <Cover src={covers[0]} wide />}
      </Stack>
    </Paper>
  );
}
