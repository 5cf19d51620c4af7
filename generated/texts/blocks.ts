// generated from spec/texts.yaml by npm run generate — do not edit

// The blocks texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const carousel = '轮播图';
export const carouselImage = '{name}图片{n}';
export const carouselDot = '第{n}张';
export const chartsRange = '统计周期';
export const chartsDays = '近{n}天';
export const filterFrom = '{label}开始';
export const filterTo = '{label}结束';
export const search = '搜索';
export const shareQr = '{label}二维码';
