import { ResponsiveLine } from '@nivo/line';

export interface Series {
  id: string;
  data: { x: string; y: number }[];
}

/** A line chart of daily figures (creator data pages, ticket detail). */
export function TrendChart({ series, label }: { series: Series[]; label: string }) {
  return (
    <figure className="chart" aria-label={label}>
      <div style={{ height: 280 }}>
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
