import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maskMiddle, maskPhone, textOf } from '../lib/format';
import type { CardProps } from './types';

// The three permission switches of seed 1 §2.10, in the order the add dialog shows them.
const PERMISSIONS = [
  { flag: 'isWork', label: '职位招聘' },
  { flag: 'isToutiao', label: '头条资讯' },
  { flag: 'isActivity', label: '茶文化节活动申请' },
] as const;

/** A deputy operator of an enterprise: name, masked ID number and phone, and the permissions granted. */
export function DeputyCard({ record }: CardProps) {
  const name = textOf(record.name);
  const idCardNo = textOf(record.idCardNo);
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={3} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="subtitle1" component="h3" sx={{ minWidth: 96 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          身份证号 {maskMiddle(idCardNo)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          联系电话 {maskPhone(textOf(record.phone))}
        </Typography>
        <Stack direction="row" spacing={1} aria-label="权限">
          {PERMISSIONS.map(({ flag, label }) => (
            <Chip key={flag} size="small" label={label} color={record[flag] === 1 ? 'primary' : 'default'} variant={record[flag] === 1 ? 'filled' : 'outlined'} aria-label={`${label}${record[flag] === 1 ? '已开启' : '未开启'}`} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
