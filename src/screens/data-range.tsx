import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ranges, type Range } from '../features/charts';

/** The header shared by the creator data pages: title, 7/30-day switch, the sample-data label and note. */
export function DataRange({ title, range, onRange, children }: { title: string; range: Range; onRange(r: Range): void; children: ReactNode }) {
  return (
    <section className="data-page">
      <Stack direction="row" alignItems="center" spacing={2}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <span className="sample-tag">示例数据</span>
        <ToggleButtonGroup size="small" exclusive value={range} onChange={(_, r: Range | null) => r && onRange(r)} aria-label="统计周期">
          {ranges.map((r) => (
            <ToggleButton key={r} value={r}>
              近{r}天
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        数据每日14:00前更新前一日数据
      </Typography>
      {children}
    </section>
  );
}

export function Figures({ figures }: { figures: Record<string, number> }) {
  return (
    <dl className="data-figures">
      {Object.entries(figures).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value.toLocaleString('zh-CN')}</dd>
        </div>
      ))}
    </dl>
  );
}
