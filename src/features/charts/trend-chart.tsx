import { ResponsiveLine } from '@nivo/line';

export interface Series {
  id: string;
  data: { x: string; y: number }[];
}

/**
 * A line chart of daily figures (creator data pages, ticket detail). The drawing is hidden from screen
 * readers, which read its figures as text instead (its axes' ticks alone say nothing; WCAG 1.1.1).
 */
export function TrendChart({ series, label }: { series: Series[]; label: string }) {
  return (
    <figure className="chart" aria-label={label}>
      <p className="visually-hidden">{series.map((s) => `${s.id}：${s.data.map((d) => `${d.x} ${d.y}`).join('，')}`).join('；')}</p>
      <div style={{ height: 280 }} aria-hidden>
        <ResponsiveLine
          data={series}
          margin={{ top: 16, right: 110, bottom: 48, left: 56 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisBottom={{ tickRotation: -45 }}
          colors={{ scheme: 'category10' }}
          pointSize={6}
          useMesh
          legends={[{ anchor: 'right', direction: 'column', translateX: 100, itemWidth: 90, itemHeight: 20 }]}
        />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
