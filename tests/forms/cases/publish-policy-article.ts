import type { FormCase } from '../form-messages.test';

export const valid = {
  articleType: 2,
  title: '茶园标准化建设补贴申报指南',
  laiYuan: '信阳市农业农村局',
  details: '<p>申报条件、材料清单和办理流程。</p>',
  promotionType: 0,
  promotionName: '',
  promotionLink: '',
  covertype: 3,
  iscloseComment: 0,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入文章标题' },
  { given: { ...valid, laiYuan: undefined }, want: '请输入文章来源' },
  { given: { ...valid, title: '补贴' }, want: '请输入5-30个字的文章标题' },
  { given: { ...valid, details: undefined }, want: '请输入文章内容' },
  // 7-9: a promotion's name and link ('' when empty, as the form keeps them), a product's price
  { given: { ...valid, promotionType: 1 }, want: '请输入店铺名称' },
  { given: { ...valid, promotionType: 1, promotionName: '茶园托管服务' }, want: '请输入店铺链接' },
  { given: { ...valid, promotionType: 1, promotionName: '茶园托管服务', promotionLink: ' ' }, want: '请输入店铺链接' },
  { given: { ...valid, promotionType: 2, promotionLink: 'https://shop.example.cn/2' }, want: '请输入商品名称' },
  { given: { ...valid, promotionType: 2, promotionName: '茶园托管服务' }, want: '请输入商品价格' },
  {
    given: {
      ...valid,
      promotionType: 2,
      promotionName: '茶园托管服务',
      promotionPrice: 'abc',
      promotionLink: 'https://shop.example.cn/2',
    },
    want: '请输入商品价格',
  },
  {
    given: { ...valid, promotionType: 2, promotionName: '茶园托管服务', promotionPrice: '99' },
    want: '请输入商品链接',
  },
  {
    given: {
      ...valid,
      promotionType: 2,
      promotionName: '茶园托管服务',
      promotionPrice: '99',
      promotionLink: 'https://shop.example.cn/2',
    },
    want: null,
  },
  {
    given: { ...valid, promotionType: 1, promotionName: '茶园托管服务', promotionLink: 'https://shop.example.cn/2' },
    want: null,
  },
  // documented order: the content before the promotion
  { given: { ...valid, details: undefined, promotionType: 2 }, want: '请输入文章内容' },
  { given: { ...valid, articleType: undefined }, want: '请选择文章类型' },
  // no summary, tags or covers for policy articles
  { given: valid, want: null },
];
