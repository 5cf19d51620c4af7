// generated from spec/texts.yaml by npm run generate — do not edit

/** The blocks texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const blocksTexts = {
  carousel: '轮播图',
  carouselImage: '{name}图片{n}',
  carouselDot: '第{n}张',
  chartsRange: '统计周期',
  chartsDays: '近{n}天',
  filterFrom: '{label}开始',
  filterTo: '{label}结束',
  search: '搜索',
  shareQr: '{label}二维码',
} as const;
