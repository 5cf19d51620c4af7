import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

/** Spec Expert.type (assumed there: the seeds call type the level without naming the levels). */
const LEVELS: Record<string, string> = { '1': '农艺师', '2': '高级农艺师', '3': '正高级农艺师', '4': '首席专家' };

/** praiseRate is a whole percentage in the spec; a value that already carries its % is kept. */
const percent = (value: unknown) => {
  const rate = textOf(value);
  return rate && !rate.endsWith('%') ? `${rate}%` : rate;
};

/**
 * A favourite expert (seed 2 §2.2, seed 1 §3 "Expert"): avatar, name, level, 好评率 and 回答数. The level
 * is the answer's typeName when it has one, else the spec's label for type.
 */
export function ExpertCard({ record }: CardProps) {
  const name = textOf(record.realName);
  const pic = textOf(record.imgPic);
  const level = textOf(record.typeName) || LEVELS[textOf(record.type)] || '';
  const praise = percent(record.praiseRate);
  const answers = textOf(record.returnCount) || '0';

  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        {/* the name's first character stands in while the picture loads or when there is none */}
        <Avatar src={pic || undefined} alt={name} sx={{ width: 64, height: 64, bgcolor: 'success.main' }}>
          {name.slice(0, 1)}
        </Avatar>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="subtitle1" component="h3" noWrap title={name} sx={{ fontWeight: 600, minWidth: 0 }}>
              {name}
            </Typography>
            {level && <Chip label={level} size="small" color="success" />}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
            {praise && <Typography variant="body2">好评率 {praise}</Typography>}
            <Typography variant="body2">回答数 {answers}</Typography>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
