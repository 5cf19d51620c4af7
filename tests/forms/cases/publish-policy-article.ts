import type { FormCase } from '../form-messages.test';

export const valid = {
  userId: 'operator-1',
  articleType: 2,
  title: '茶园标准化建设补贴申报指南',
  laiYuan: '信阳市农业农村局',
  details: '<p>申报条件、材料清单和办理流程。</p>',
  promotionType: 0,
  covertype: 3,
  iscloseComment: 0,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入文章标题' },
  { given: { ...valid, laiYuan: undefined }, want: '请输入文章来源' },
  { given: { ...valid, title: '补贴' }, want: '请输入5-30个字的文章标题' },
  { given: { ...valid, details: undefined }, want: '请输入文章内容' },
  { given: { ...valid, promotionType: 2, promotionName: '茶园托管服务', promotionPrice: 'abc', promotionLink: 'https://shop.example.cn/2' }, want: '请输入商品价格' },
  { given: { ...valid, articleType: undefined }, want: '请选择文章类型' },
  // no summary, tags or covers for policy articles
  { given: valid, want: null },
];
