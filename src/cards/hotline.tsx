import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { copyWithToast } from '../lib/clipboard';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

/**
 * One customer-service entry of 联系我们 (/about?type=x; seed 1 §3 {pic, name, phone}) with a copy
 * button: seed 1 §8 answers 复制成功 / 复制失败，请手动复制.
 */
export function HotlineCard({ record }: CardProps) {
  const name = textOf(record.name);
  const phone = textOf(record.phone);
  const pic = textOf(record.pic);
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        {/* the name's first character stands in while the picture loads or when there is none */}
        <Avatar src={pic || undefined} alt={name} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {name.slice(0, 1)}
        </Avatar>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="h6" component="a" href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="primary" sx={{ letterSpacing: 0.5 }}>
            {phone}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon fontSize="small" />}
          aria-label={`复制 ${phone}`}
          disabled={!phone}
          onClick={() => void copyWithToast(phone)}
        >
          复制
        </Button>
      </Stack>
    </Paper>
  );
}
