import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textOf } from '../lib/format';
import type { CardProps, ListRecord } from './types';

/** yyyy-MM-dd HH:mm:ss → yyyy-MM-dd HH:mm; a date (what the sandbox sends) as it came. */
const toMinutes = (value: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : value);

/** Spec ActivityCard.status (seed 2 §4): 2 报名中, 3 进行中, 4 已结束. */
const STATUS: Record<string, { label: string; color: 'success' | 'primary' | 'default' }> = {
  '2': { label: '报名中', color: 'success' },
  '3': { label: '进行中', color: 'primary' },
  '4': { label: '已结束', color: 'default' },
};

/** Spec ActivityCard.tag: 0 评比评选 (contest), 1 茶文化节 (festival activity). */
const TAGS: Record<string, string> = { '0': '评比评选', '1': '茶文化节' };

const range = (from: unknown, to: unknown) => {
  const a = toMinutes(textOf(from));
  const b = toMinutes(textOf(to));
  return a || b ? `${a || '—'} 至 ${b || '—'}` : '';
};

/**
 * Seed 2 §4: status 2 shows the sign-up period, the others the activity period. A festival activity
 * that takes no enterprise sign-ups has empty sign-up dates; it shows its activity period instead.
 */
function period(record: ListRecord): string {
  const signUp = textOf(record.status) === '2' ? range(record.signUpStartTime, record.signUpEndTime) : '';
  if (signUp) return `报名时间 ${signUp}`;
  const held = range(record.startTime, record.endTime);
  return held && `活动时间 ${held}`;
}

/**
 * A favourite activity or contest (seed 2 §2.2, seed 1 §3 "Activity"): cover, name, status badge, the
 * period that fits the status, sponsor, address and a 评比评选 / 茶文化节 tag.
 */
export function ActivityCard({ record }: CardProps) {
  const name = textOf(record.name);
  const cover = textOf(record.coverPic);
  const status = STATUS[textOf(record.status)];
  const tag = TAGS[textOf(record.tag)];
  const when = period(record);
  const sponsor = textOf(record.sponsor);
  const address = textOf(record.address);

  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2}>
        <Box
          component={cover ? 'img' : 'div'}
          {...(cover && { src: cover, alt: '封面', loading: 'lazy' as const })}
          sx={{ display: 'block', width: 180, flexShrink: 0, aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            {status && <Chip label={status.label} size="small" color={status.color} />}
            <Typography variant="subtitle1" component="h3" noWrap title={name} sx={{ fontWeight: 600, minWidth: 0 }}>
              {name}
            </Typography>
          </Stack>
          {when && (
            <Typography variant="body2" color="text.secondary">
              {when}
            </Typography>
          )}
          {sponsor && (
            <Typography variant="body2" color="text.secondary">
              主办方 {sponsor}
            </Typography>
          )}
          {address && (
            <Typography variant="body2" color="text.secondary">
              地址 {address}
            </Typography>
          )}
          {tag && (
            <div>
              <Chip label={tag} size="small" variant="outlined" color="success" />
            </div>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
