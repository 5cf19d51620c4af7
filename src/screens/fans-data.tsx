import { useState } from 'react';
import { fanSeries, SharePie, TrendChart, type Range } from '../features/charts';
import { DataRange, Figures } from './data-range';

/** 粉丝数据 (seed 2 §2.3): totals, change, gained, lost, active fans and the gender pie — static samples. */
export function FansDataScreen() {
  const [range, setRange] = useState<Range>(7);
  const fans = fanSeries(range);
  return (
    <DataRange title="粉丝数据" range={range} onRange={setRange}>
      <Figures figures={fans.figures} />
      <TrendChart series={fans.totals} label={`近${range}天粉丝总数（示例数据）`} />
      <TrendChart series={fans.lines} label={`近${range}天新增与取关（示例数据）`} />
      <SharePie data={fans.gender} label="粉丝性别分布（示例数据）" />
    </DataRange>
  );
}
