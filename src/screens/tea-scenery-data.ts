// 茶叶风光's demo data (seed 3 §2.10: the smart tea garden pages "show static demo data"). No call in
// the spec serves it, so it lives here and the screen labels it 示例数据. The places are real 信阳 tea
// areas; areas and altitudes are illustrative.

export interface DemoGarden {
  name: string;
  /** county or district of 信阳 */
  district: string;
  town: string;
  /** 亩 */
  area: number;
  variety: string;
  /** metres */
  altitude: number;
  description: string;
  /** the colour block standing in for a photo */
  colour: string;
  icon: 'spa' | 'terrain' | 'park' | 'forest';
}

export const demoGardens: readonly DemoGarden[] = [
  {
    name: '车云山生态茶园',
    district: '浉河区',
    town: '董家河镇',
    area: 1260,
    variety: '信阳毛尖',
    altitude: 680,
    description: '信阳毛尖传统核心产区“五云”之一，云雾常年缭绕，茶芽细嫩匀整，汤色嫩绿明亮。',
    colour: '#2e7d32',
    icon: 'terrain',
  },
  {
    name: '集云山有机茶园',
    district: '浉河区',
    town: '浉河港镇',
    area: 860,
    variety: '信阳毛尖',
    altitude: 560,
    description: '坚持有机种植，采用物联网墒情监测与病虫害绿色防控，已通过有机产品认证。',
    colour: '#558b2f',
    icon: 'spa',
  },
  {
    name: '灵山云雾茶园',
    district: '罗山县',
    town: '灵山镇',
    area: 720,
    variety: '灵山剑峰',
    altitude: 520,
    description: '依傍灵山国家森林公园，茶园与林地相间，所产剑峰茶扁直挺秀，栗香持久。',
    colour: '#00796b',
    icon: 'forest',
  },
  {
    name: '金刚台高山茶园',
    district: '商城县',
    town: '伏山乡',
    area: 980,
    variety: '商城高山茶',
    altitude: 760,
    description: '大别山北麓高山茶区，昼夜温差大，茶叶内含物丰富，滋味鲜爽回甘。',
    colour: '#33691e',
    icon: 'terrain',
  },
  {
    name: '大别山红茶基地',
    district: '新县',
    town: '八里畈镇',
    area: 650,
    variety: '信阳红',
    altitude: 450,
    description: '以信阳毛尖鲜叶为原料发展工夫红茶，汤色红艳明亮，带有蜜香与花果香。',
    colour: '#8d6e63',
    icon: 'park',
  },
  {
    name: '净居寺禅茶园',
    district: '光山县',
    town: '大苏山',
    area: 540,
    variety: '赛山玉莲',
    altitude: 380,
    description: '毗邻千年古刹净居寺，禅茶文化底蕴深厚，开展茶园观光与采茶体验活动。',
    colour: '#689f38',
    icon: 'spa',
  },
];

export interface Headline {
  label: string;
  value: string;
  unit: string;
}

/** The headline figures follow from the gardens so the two never disagree. */
export function headlines(gardens: readonly DemoGarden[] = demoGardens): Headline[] {
  const area = gardens.reduce((sum, g) => sum + g.area, 0);
  const districts = new Set(gardens.map((g) => g.district)).size;
  const highest = Math.max(...gardens.map((g) => g.altitude));
  return [
    { label: '示范茶园', value: String(gardens.length), unit: '个' },
    { label: '茶园总面积', value: area.toLocaleString('zh-CN'), unit: '亩' },
    { label: '覆盖县区', value: String(districts), unit: '个' },
    { label: '最高海拔', value: String(highest), unit: '米' },
  ];
}
