import { ResponsivePie } from '@nivo/pie';

/** ColorBrewer's set2, named here so the legend under the pie shows each share's colour. */
const COLOURS = ['#66c2a5', '#fc8d62', '#8da0cb', '#e78ac3', '#a6d854', '#ffd92f'];

/**
 * A pie of percentage shares (fans by gender); read as text by screen readers (see trend-chart.tsx).
 * A 0% share is not drawn; the names are an HTML legend under it, not labels that a phone cuts off.
 */
export function SharePie({
  data,
  label,
  drawn = true,
}: {
  data: { id: string; label: string; value: number }[];
  label: string;
  drawn?: boolean;
}) {
  const coloured = data.map((d, i) => ({ ...d, color: COLOURS[i % COLOURS.length] }));
  return (
    <figure className="chart" aria-label={label}>
      <p className="visually-hidden">{data.map((d) => `${d.label} ${d.value}%`).join('，')}</p>
      <div style={{ height: 220 }} aria-hidden>
        {drawn && (
          <ResponsivePie
            data={coloured.filter((d) => d.value > 0)}
            margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
            innerRadius={0.5}
            colors={{ datum: 'data.color' }}
            enableArcLinkLabels={false}
            arcLabel={(d) => `${d.value}%`}
            animate={false}
          />
        )}
      </div>
      <ul className="chart-legend" aria-hidden>
        {coloured.map((d) => (
          <li key={d.id}>
            <span style={{ background: d.color }} />
            {d.label} {d.value}%
          </li>
        ))}
      </ul>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
