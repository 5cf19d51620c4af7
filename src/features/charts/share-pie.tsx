import { ResponsivePie } from '@nivo/pie';

/** A pie of percentage shares (fans by gender, ticket visitors by origin); read as text by screen readers (see trend-chart.tsx). */
export function SharePie({ data, label }: { data: { id: string; label: string; value: number }[]; label: string }) {
  return (
    <figure className="chart" aria-label={label}>
      <p className="visually-hidden">{data.map((d) => `${d.label} ${d.value}%`).join('，')}</p>
      <div style={{ height: 240 }} aria-hidden>
        <ResponsivePie
          data={data}
          margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
          innerRadius={0.5}
          colors={{ scheme: 'set2' }}
          arcLabel={(d) => `${d.value}%`}
        />
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
