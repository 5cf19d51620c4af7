// 茶叶风光's headline figures follow from the gardens spec/content.yaml lists, labelled by it.
import { describe, expect, it } from 'vitest';
import { scenery } from '../../generated/content/scenery';
import { headlines } from '../../src/screens/tea-scenery-data';

describe('tea scenery headlines', () => {
  it("count, sum and compare the spec's gardens under the spec's labels and units", () => {
    const { gardens } = scenery;
    expect(headlines()).toEqual([
      { label: '示范茶园', value: String(gardens.length), unit: '个' },
      {
        label: '茶园总面积',
        value: gardens.reduce((sum, g) => sum + g.area, 0).toLocaleString('zh-CN'),
        unit: '亩',
      },
      { label: '覆盖县区', value: String(new Set(gardens.map((g) => g.district)).size), unit: '个' },
      { label: '最高海拔', value: String(Math.max(...gardens.map((g) => g.altitude))), unit: '米' },
    ]);
  });

  it('follow a different list of gardens: two in one district count it once', () => {
    const [first, second] = scenery.gardens;
    const figures = headlines([first, { ...second, district: first.district, area: 1000, altitude: 900 }]);
    expect(figures.map((h) => h.value)).toEqual(['2', (first.area + 1000).toLocaleString('zh-CN'), '1', '900']);
  });
});
