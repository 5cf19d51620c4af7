// 茶叶风光's figures, computed from the gardens spec/content.yaml lists (seed 3 §2.10: the smart tea
// garden pages "show static demo data"; the screen labels it 示例数据).
import { scenery } from '../../generated/content/scenery';

/** A garden of the spec's list, with any figures (the list's own are literal types). */
export type DemoGarden = Omit<(typeof scenery.gardens)[number], 'area' | 'altitude'> & {
  area: number;
  altitude: number;
};

export interface Headline {
  label: string;
  value: string;
  unit: string;
}

/** The headline figures follow from the gardens so the two never disagree. */
export function headlines(gardens: readonly DemoGarden[] = scenery.gardens): Headline[] {
  const { headlines: labels, units } = scenery;
  const area = gardens.reduce((sum, g) => sum + g.area, 0);
  const districts = new Set(gardens.map((g) => g.district)).size;
  const highest = Math.max(...gardens.map((g) => g.altitude));
  return [
    { label: labels.gardens, value: String(gardens.length), unit: units.count },
    { label: labels.area, value: area.toLocaleString('zh-CN'), unit: units.area },
    { label: labels.districts, value: String(districts), unit: units.count },
    { label: labels.highest, value: String(highest), unit: units.altitude },
  ];
}
