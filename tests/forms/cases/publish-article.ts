import type { FormCase } from '../form-messages.test';

export const valid = {
  title: '信阳毛尖春茶品鉴会记',
  laiYuan: '茶友小王',
  articleDescribe: '一场关于明前毛尖的品鉴会。',
  details: '<p>今年的明前茶香气高扬。</p>',
  label: '信阳毛尖,茶文化',
  promotionType: 0,
  promotionName: '',
  promotionLink: '',
  covertype: 1,
  showtype: 1,
  coveres: '/__sandbox/uploads/cover.png',
  iscloseComment: 0,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入文章标题' },
  { given: { ...valid, title: undefined, laiYuan: undefined }, want: '请输入文章标题' },
  { given: { ...valid, laiYuan: undefined }, want: '请输入文章来源' },
  // documented order: the source comes before the title's length
  { given: { ...valid, title: '毛尖', laiYuan: undefined }, want: '请输入文章来源' },
  { given: { ...valid, title: '毛尖' }, want: '请输入5-30个字的文章标题' },
  { given: { ...valid, title: '信阳毛尖'.repeat(8) }, want: '请输入5-30个字的文章标题' },
  { given: { ...valid, articleDescribe: undefined }, want: '请输入文章摘要' },
  { given: { ...valid, articleDescribe: undefined, details: undefined }, want: '请输入文章摘要' },
  { given: { ...valid, details: undefined }, want: '请输入文章内容' },
  { given: { ...valid, label: undefined }, want: '请添加标签' },
  // 7-9: a promotion's name and link ('' when empty, as the form keeps them), a product's price
  { given: { ...valid, promotionType: 1 }, want: '请输入店铺名称' },
  { given: { ...valid, promotionType: 1, promotionName: '  ' }, want: '请输入店铺名称' },
  { given: { ...valid, promotionType: 1, promotionName: '毛尖小铺' }, want: '请输入店铺链接' },
  {
    given: { ...valid, promotionType: 1, promotionName: '毛尖小铺', promotionLink: 'https://shop.example.cn' },
    want: null,
  },
  { given: { ...valid, promotionType: 2 }, want: '请输入商品名称' },
  { given: { ...valid, promotionType: 2, promotionName: '高山毛尖' }, want: '请输入商品价格' },
  {
    given: {
      ...valid,
      promotionType: 2,
      promotionName: '高山毛尖',
      promotionPrice: '16.88',
      promotionLink: 'https://shop.example.cn/1',
    },
    want: '请输入商品价格',
  },
  { given: { ...valid, promotionType: 2, promotionName: '高山毛尖', promotionPrice: '168.5' }, want: '请输入商品链接' },
  {
    given: {
      ...valid,
      promotionType: 2,
      promotionName: '高山毛尖',
      promotionPrice: '168.5',
      promotionLink: 'https://shop.example.cn/1',
    },
    want: null,
  },
  // no promotion: name, price and link are not asked for
  { given: { ...valid, promotionType: 0, promotionName: '', promotionLink: '' }, want: null },
  // documented order: the tags before the promotion, the promotion before the covers
  { given: { ...valid, label: undefined, promotionType: 2 }, want: '请添加标签' },
  { given: { ...valid, promotionType: 1, coveres: undefined }, want: '请输入店铺名称' },
  // 10-11: covers
  { given: { ...valid, coveres: undefined }, want: '请上传图片' },
  {
    given: { ...valid, covertype: 2, coveres: '/__sandbox/uploads/a.png,/__sandbox/uploads/b.png' },
    want: '图片不完整',
  },
  { given: { ...valid, covertype: 2, coveres: '/__sandbox/uploads/a.png' }, want: '图片不完整' },
  // three covers and no image: `required` keeps one text per field, the single-cover one
  { given: { ...valid, covertype: 2, coveres: undefined }, want: '请上传图片' },
  {
    given: {
      ...valid,
      covertype: 2,
      coveres: '/__sandbox/uploads/a.png,/__sandbox/uploads/b.png,/__sandbox/uploads/c.png',
    },
    want: null,
  },
  { given: { ...valid, covertype: 3, coveres: undefined }, want: null },
  { given: valid, want: null },
];
