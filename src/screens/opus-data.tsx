import { useState } from 'react';
import { sum, TrendChart, workSeries, type Range } from '../features/charts';
import { DataRange, Figures } from './data-range';

/** 作品数据 (seed 2 §2.3): reads, fan reads, likes and comments over 7 or 30 days — static samples. */
export function OpusDataScreen() {
  const [range, setRange] = useState<Range>(7);
  const series = workSeries(range);
  return (
    <DataRange title="作品数据" range={range} onRange={setRange}>
      <Figures figures={Object.fromEntries(series.map((s) => [s.id, sum(s.data)]))} />
      <TrendChart series={series} label={`近${range}天作品数据趋势（示例数据）`} />
    </DataRange>
  );
}
