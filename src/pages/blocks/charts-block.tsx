import type { ChartsBlock as ChartsBlockSpec } from '../../../generated/routes';
import { chartSamples, SharePie, TrendChart } from '../../features/charts';

/**
 * Charts over a set of sample figures, as spec/routes.yaml names them (a trend: line series; a pie:
 * shares), under the mark that says they are samples. Loaded with the first page that shows one: the
 * chart library is the heaviest part of the portal.
 */
export function ChartsBlock({ block }: { block: ChartsBlockSpec }) {
  const figures = chartSamples[block.sample]();
  return (
    <div className="charts-block">
      {block.note && <span className="sample-tag">{block.note}</span>}
      <div className="charts-row">
        {block.items.map((item) => (
          <div key={item.label} className={`charts-${item.kind}`}>
            {item.kind === 'trend' ? <TrendChart series={figures.trend[item.data] ?? []} label={item.label} /> : <SharePie data={figures.pie[item.data] ?? []} label={item.label} />}
          </div>
        ))}
      </div>
    </div>
  );
}
