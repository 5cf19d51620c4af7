import { useState } from 'react';
import type { ChartsBlock as ChartsBlockSpec } from '../../../generated/routes';
import { chartSamples, SharePie, TrendChart } from '../../features/charts';

/**
 * Charts over a set of sample figures, as spec/routes.yaml names them (a trend: line series; a pie:
 * shares), under the mark that says they are samples; with `ranges`, a 近{n}天 switch that draws the
 * set for that many days, and with `figures` the set's figures as tiles. Loaded with the first page
 * that shows one: the chart library is the heaviest part of the portal.
 */
export function ChartsBlock({ block }: { block: ChartsBlockSpec }) {
  const [days, setDays] = useState(block.ranges?.[0] ?? 7);
  const set = chartSamples[block.sample](days);
  const label = (text: string) => text.replaceAll('{range}', String(days));
  return (
    <div className="charts-block">
      <div className="charts-head">
        {block.note && <span className="sample-tag">{block.note}</span>}
        {block.ranges && (
          <div className="range-switch" role="group" aria-label="统计周期">
            {block.ranges.map((n) => (
              <button key={n} type="button" aria-pressed={n === days} onClick={() => setDays(n)}>
                近{n}天
              </button>
            ))}
          </div>
        )}
      </div>
      {block.figures && set.figures && (
        <dl className="data-figures">
          {Object.entries(set.figures).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value.toLocaleString('zh-CN')}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="charts-row">
        {block.items.map((item) => (
          <div key={item.label} className={`charts-${item.kind}`}>
            {item.kind === 'trend' ? <TrendChart series={set.trend[item.data] ?? []} label={label(item.label)} /> : <SharePie data={set.pie[item.data] ?? []} label={label(item.label)} />}
          </div>
        ))}
      </div>
    </div>
  );
}
