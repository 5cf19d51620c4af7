import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

const isOne = (value: unknown) => value === 1 || value === '1';

/** Pay (spec Job): 面议 when xinziStatus is 1 or no amount came; the unit from xinziType (seed 3: 1 元/天, 0 元/月). */
function salaryText(record: CardProps['record']): string {
  const amount = textOf(record.xinzi);
  if (isOne(record.xinziStatus) || !amount) return '面议';
  const type = textOf(record.xinziType);
  const unit = type === '1' ? '元/天' : type === '0' ? '元/月' : '元';
  return `${amount}${unit}`;
}

/** Work dates: the range when given; none come when the job starts at once (shanggangStatus 1, label from the spec). */
function workDates(record: CardProps['record']): string {
  const from = textOf(record.ygkssj);
  const to = textOf(record.ygjssj);
  if (from || to) return `${from || '—'} 至 ${to || '—'}`;
  return isOne(record.shanggangStatus) ? '随时上岗' : '';
}

/**
 * The address: a map pick's address usually already starts with 河南省信阳市浉河区…, so only the region
 * parts it does not contain are put in front of it.
 */
function addressText(record: CardProps['record']): string {
  const address = textOf(record.address);
  const region = [record.province, record.city, record.district].map(textOf).filter((part) => part && !address.includes(part));
  return [...region, address].join('');
}

/**
 * A favourite job (seed 2 §2.2, seed 1 §3 "Favourite job"): name, 急招 badge, pay or 面议, work dates,
 * experience, headcount, address, tea garden, and the contact with a masked phone.
 *
 * 查看电话 reveals the contact: the spec's Job carries the full contactPhone beside contactPhone_hide,
 * so the revealed line is contactName + contactPhone. A record without the full number (an older
 * answer) reveals contactName + the masked number it has, rather than inventing one.
 */
export function JobCard({ record }: CardProps) {
  const [revealed, setRevealed] = useState(false);
  const jobName = textOf(record.jobName);
  const salary = salaryText(record);
  const dates = workDates(record);
  const experience = textOf(record.workYearName);
  const headcount = textOf(record.number);
  const payPeriod = textOf(record.jiexinfangshiName);
  const address = addressText(record);
  const garden = textOf(record.chayuanName);
  const contactName = textOf(record.contactName);
  const hidden = textOf(record.contactPhone_hide);
  const phone = textOf(record.contactPhone) || hidden;
  const distance = typeof record.distance === 'number' ? record.distance : undefined;

  // the card sits inside the row's link: the button must neither follow it nor let the list see a click
  const reveal = (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    setRevealed(true);
  };

  return (
    <Paper variant="outlined" component="article" aria-label={jobName} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" noWrap title={jobName} sx={{ fontWeight: 600 }}>
              {jobName}
            </Typography>
            {isOne(record.jzStatus) && <Chip label="急招" size="small" color="error" />}
          </Stack>
          <Typography variant="subtitle1" color="error" sx={{ flexShrink: 0, fontWeight: 600 }}>
            {salary}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ color: 'text.secondary' }}>
          {dates && <Typography variant="body2">用工时间 {dates}</Typography>}
          {experience && <Typography variant="body2">经验 {experience}</Typography>}
          {headcount && <Typography variant="body2">招{headcount}人</Typography>}
          {payPeriod && <Typography variant="body2">{payPeriod}</Typography>}
        </Stack>
        {(address || distance !== undefined) && (
          <Typography variant="body2" color="text.secondary">
            {address}
            {distance !== undefined && ` · 距您${distance}km`}
          </Typography>
        )}
        {garden && <Typography variant="body2">{garden}</Typography>}
        {(hidden || phone) && (
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2" aria-live="polite">
              {revealed ? `${contactName} ${phone}`.trim() : `联系电话 ${hidden || '***'}`}
            </Typography>
            {!revealed && (
              <Button size="small" variant="outlined" onClick={reveal}>
                查看电话
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
