// The creator data pages' numbers (seed 2 §2.3: "not from the server") and the ticket detail's
// sample charts are static numbers. They live here, in one place; the charts blocks that draw them
// (spec/routes.yaml `charts:`) say they are samples.
import type { ChartSample } from '../../../generated/routes';
import dayjs from '../../lib/dayjs';

type Point = { x: string; y: number };

/** A repeatable pseudo-random walk, so the samples look alive but never change between renders. */
function series(seed: number, days: number, base: number, spread: number): Point[] {
  let value = base;
  let state = seed;
  const today = dayjs().startOf('day');
  return Array.from({ length: days }, (_, i) => {
    state = (state * 9301 + 49297) % 233280;
    value = Math.max(0, Math.round(value + (state / 233280 - 0.45) * spread));
    return { x: today.subtract(days - i, 'day').format('MM-DD'), y: value };
  });
}

const sum = (data: readonly Point[]) => data.reduce((s, d) => s + d.y, 0);

/**
 * A set of sample figures a charts block draws, for the number of days its switch has chosen: line
 * series and shares by name, and the figures its tiles show.
 */
export interface ChartFigures {
  trend: Record<string, { id: string; data: Point[] }[]>;
  pie: Record<string, { id: string; label: string; value: number }[]>;
  figures?: Record<string, number>;
}

const workMetrics = [
  { id: '阅读量', seed: 11, base: 820, spread: 260 },
  { id: '粉丝阅读量', seed: 23, base: 310, spread: 120 },
  { id: '点赞量', seed: 37, base: 96, spread: 40 },
  { id: '评论量', seed: 41, base: 28, spread: 14 },
] as const;

/** The sets by the name spec/routes.yaml gives them; the type makes a missing one a compile error. */
export const chartSamples: Record<ChartSample, (days: number) => ChartFigures> = {
  // 作品数据 (seed 2 §2.3): reads, fan reads, likes and comments, and their sums
  works: (days) => {
    const works = workMetrics.map((m) => ({ id: m.id, data: series(m.seed, days, m.base, m.spread) }));
    return { trend: { works }, pie: {}, figures: Object.fromEntries(works.map((s) => [s.id, sum(s.data)])) };
  },
  // 粉丝数据 (seed 2 §2.3): total, change, gained, lost and active fans, and the gender shares
  fans: (days) => {
    const gained = series(53, days, 36, 18);
    const lost = series(61, days, 9, 6);
    let total = 2300;
    const totals = gained.map((g, i) => ({ x: g.x, y: (total += g.y - lost[i].y) }));
    return {
      trend: {
        totals: [{ id: '总粉丝数', data: totals }],
        changes: [
          { id: '新增粉丝', data: gained },
          { id: '取关粉丝', data: lost },
        ],
      },
      pie: {
        gender: [
          { id: '男', label: '男', value: 58 },
          { id: '女', label: '女', value: 42 },
        ],
      },
      figures: {
        总粉丝数: totals[totals.length - 1].y,
        粉丝变化: sum(gained) - sum(lost),
        新增粉丝: sum(gained),
        取关粉丝: sum(lost),
        活跃粉丝: Math.round(totals[totals.length - 1].y * 0.37),
      },
    };
  },
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
