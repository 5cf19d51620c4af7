import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

/** A notice of the notice lists (seed 3 §2.10: /moreNotice, /moreNoticewz): title and time. */
export function NoticeCard({ record }: CardProps) {
  const title = textOf(record.title);
  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between">
        <Typography variant="subtitle1" component="h3" noWrap title={title}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {textOf(record.crtTime).slice(0, 10)}
        </Typography>
      </Stack>
    </Paper>
  );
}
