import { ResponsiveLine } from '@nivo/line';

export interface Series {
  id: string;
  data: { x: string; y: number }[];
}

/** d3's category10, named here so the legend under the chart shows each line's colour. */
const COLOURS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
];
/** At most this many dates under the axis: 30 rotated dates overlap on a phone. */
const MAX_TICKS = 8;

/**
 * A line chart of daily figures (the creator data pages). The drawing is hidden from screen readers,
 * which read its figures as text instead (its axes' ticks alone say nothing; WCAG 1.1.1). The legend
 * is HTML under the chart, so it wraps on a phone instead of covering the lines. Not yet `drawn`, it keeps the
 * drawing's place (its height is fixed), so drawing it later moves nothing.
 */
export function TrendChart({ series, label, drawn = true }: { series: Series[]; label: string; drawn?: boolean }) {
  const dates = series[0]?.data.map((d) => d.x) ?? [];
  const step = Math.ceil(dates.length / MAX_TICKS);
  const ticks = dates.filter((_, i) => (dates.length - 1 - i) % step === 0);
  return (
    <figure className="chart" aria-label={label}>
      <p className="visually-hidden">
        {series.map((s) => `${s.id}：${s.data.map((d) => `${d.x} ${d.y}`).join('，')}`).join('；')}
      </p>
      <div style={{ height: 260 }} aria-hidden>
        {drawn && (
          <ResponsiveLine
            data={series}
            margin={{ top: 16, right: 24, bottom: 48, left: 48 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto' }}
            axisBottom={{ tickRotation: -45, tickValues: ticks }}
            axisLeft={{ tickValues: 5, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
            colors={COLOURS}
            pointSize={dates.length > 10 ? 0 : 6}
            useMesh
            animate={false}
          />
        )}
      </div>
      {series.length > 1 && (
        <ul className="chart-legend" aria-hidden>
          {series.map((s, i) => (
            <li key={s.id}>
              <span style={{ background: COLOURS[i % COLOURS.length] }} />
              {s.id}
            </li>
          ))}
        </ul>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
