import { useEffect, useState } from 'react';
import type { ChartsBlock as ChartsBlockSpec } from '../../../generated/routes';
import { Loading } from '../../components/loading';
import { SharePie, TrendChart } from '../../features/charts';
import { readPath } from '../../lib/display';
import { inputOf } from '../page-inputs';
import { useCall } from '../page-data';
import { useScope } from '../page-scope';
import { Failed } from './failed';
import * as blocksTexts from '../../../generated/texts/blocks';
import { fillText } from '../../lib/messages';

type Answer = Record<string, unknown>;

const numberAt = (source: unknown, field: string): number => Number(readPath(source, field) ?? 0);

/**
 * Charts over a call's figures, as spec/routes.yaml names them: trend lines over the answer's daily
 * rows, pies of its per-cent shares, and its figures as tiles; with `ranges`, a 近{n}天 switch that asks
 * again for that many days. An answer without figures (nothing known yet) says the block's empty text.
 * Loaded with the first page that shows one: the chart library is the heaviest part of the portal.
 */
export function ChartsBlock({ block }: { block: ChartsBlockSpec }) {
  const [days, setDays] = useState(block.ranges?.[0] ?? 7);
  const input = inputOf(block, useScope(), block.range ? { [block.range]: days } : {});
  const answer = useCall<Answer>(block.operation, input);
  const label = (text: string) => text.replaceAll('{range}', String(days));
  return (
    <div className="charts-block">
      {block.ranges && (
        <div className="charts-head">
          <div className="range-switch" role="group" aria-label={blocksTexts.chartsRange}>
            {block.ranges.map((n) => (
              <button key={n} type="button" aria-pressed={n === days} onClick={() => setDays(n)}>
                {fillText(blocksTexts.chartsDays, { n })}
              </button>
            ))}
          </div>
        </div>
      )}
      {answer.isError ? (
        <Failed onRetry={answer.retry} />
      ) : answer.isPending ? (
        <Loading />
      ) : answer.data ? (
        <Figures block={block} answer={answer.data} label={label} />
      ) : (
        <p className="t-body1 t-secondary list-empty">{block.empty}</p>
      )}
    </div>
  );
}

/**
 * How many of `count` charts to draw by now: one more each task. nivo draws a chart in one task (~100 ms at a phone's
 * CPU), so a page of three drew them in one ~300 ms task that held the first tap; each waits for the one before.
 */
function useOneByOne(count: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= count) return;
    const next = setTimeout(() => setDrawn((n) => n + 1));
    return () => clearTimeout(next);
  }, [drawn, count]);
  return drawn;
}

function Figures({ block, answer, label }: { block: ChartsBlockSpec; answer: Answer; label(text: string): string }) {
  const rows = (readPath(answer, block.rows) as Answer[] | undefined) ?? [];
  const drawn = useOneByOne(block.items.length);
  return (
    <>
      {block.figures && (
        <dl className="data-figures">
          {block.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{numberAt(answer, figure.field).toLocaleString('zh-CN')}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="charts-row">
        {block.items.map((item, i) => (
          <div key={item.label} className={`charts-${item.kind}`}>
            {item.kind === 'trend' ? (
              <TrendChart
                series={item.series.map((s) => ({
                  id: s.label,
                  data: rows.map((row) => ({ x: String(readPath(row, block.x)), y: numberAt(row, s.field) })),
                }))}
                label={label(item.label)}
                drawn={i < drawn}
              />
            ) : (
              <SharePie
                data={item.shares.map((s) => ({ id: s.label, label: s.label, value: numberAt(answer, s.field) }))}
                label={label(item.label)}
                drawn={i < drawn}
              />
            )}
          </div>
        ))}
      </div>
    </>
  );
}
