// The creator data pages' numbers (seed 2 §2.3: "not from the server") and the ticket detail's
// sample charts are static numbers. They live here, in one place, and every chart built from them
// is labelled 示例数据.
import type { ChartSample } from '../../../generated/routes';
import dayjs from '../../lib/dayjs';

export type Range = 7 | 30;
export const ranges: readonly Range[] = [7, 30];

/** A repeatable pseudo-random walk, so the samples look alive but never change between renders. */
function series(seed: number, days: Range, base: number, spread: number): { x: string; y: number }[] {
  let value = base;
  let state = seed;
  const today = dayjs().startOf('day');
  return Array.from({ length: days }, (_, i) => {
    state = (state * 9301 + 49297) % 233280;
    value = Math.max(0, Math.round(value + (state / 233280 - 0.45) * spread));
    return { x: today.subtract(days - i, 'day').format('MM-DD'), y: value };
  });
}

export const workMetrics = [
  { id: '阅读量', seed: 11, base: 820, spread: 260 },
  { id: '粉丝阅读量', seed: 23, base: 310, spread: 120 },
  { id: '点赞量', seed: 37, base: 96, spread: 40 },
  { id: '评论量', seed: 41, base: 28, spread: 14 },
] as const;

export function workSeries(range: Range) {
  return workMetrics.map((m) => ({ id: m.id, data: series(m.seed, range, m.base, m.spread) }));
}

export function fanSeries(range: Range) {
  const gained = series(53, range, 36, 18);
  const lost = series(61, range, 9, 6);
  let total = 2300;
  const totals = gained.map((g, i) => ({ x: g.x, y: (total += g.y - lost[i].y) }));
  return {
    figures: {
      总粉丝数: totals[totals.length - 1].y,
      粉丝变化: gained.reduce((s, g) => s + g.y, 0) - lost.reduce((s, l) => s + l.y, 0),
      新增粉丝: gained.reduce((s, g) => s + g.y, 0),
      取关粉丝: lost.reduce((s, l) => s + l.y, 0),
      活跃粉丝: Math.round(totals[totals.length - 1].y * 0.37),
    },
    lines: [
      { id: '新增粉丝', data: gained },
      { id: '取关粉丝', data: lost },
    ],
    totals: [{ id: '总粉丝数', data: totals }],
    gender: [
      { id: '男', label: '男', value: 58 },
      { id: '女', label: '女', value: 42 },
    ],
  };
}

/** A set of sample figures a charts block draws (spec/routes.yaml `charts:`): line series and shares, by name. */
export interface ChartFigures {
  trend: Record<string, { id: string; data: { x: string; y: number }[] }[]>;
  pie: Record<string, { id: string; label: string; value: number }[]>;
}

/** The sets by the name spec/routes.yaml gives them; the type makes a missing one a compile error. */
export const chartSamples: Record<ChartSample, () => ChartFigures> = {
  // the ticket detail's (seed 2 §2.2): a week of daily visitors and where they come from
  ticket: () => ({
    trend: { visitors: [{ id: '入场人数', data: series(71, 7, 420, 160) }] },
    pie: {
      sources: [
        { id: '信阳本地', label: '信阳本地', value: 46 },
        { id: '河南省内', label: '河南省内', value: 31 },
        { id: '河南省外', label: '河南省外', value: 23 },
      ],
    },
  }),
};

export const sum = (data: readonly { y: number }[]) => data.reduce((s, d) => s + d.y, 0);
