import type { FormCase } from '../form-messages.test';

export const valid = {
  title: '信阳毛尖春茶品鉴会随记',
  laiYuan: '茶友小王',
  articleDescribe: '一场关于明前毛尖的品鉴会。',
  details: '<p>改过的正文。</p>',
  label: '信阳毛尖',
  covertype: 3,
  showtype: 1,
  iscloseComment: 1,
};

export const cases: FormCase[] = [
  { given: {}, want: '请输入文章标题' },
  { given: { ...valid, laiYuan: undefined }, want: '请输入文章来源' },
  { given: { ...valid, title: '随记' }, want: '请输入5-30个字的文章标题' },
  { given: { ...valid, articleDescribe: undefined }, want: '请输入文章摘要' },
  { given: { ...valid, details: undefined }, want: '请输入文章内容' },
  { given: { ...valid, label: undefined }, want: '请添加标签' },
  // 10-11: covers
  { given: { ...valid, covertype: 1 }, want: '请上传图片' },
  { given: { ...valid, covertype: 1, coveres: '/__sandbox/uploads/a.png' }, want: null },
  { given: { ...valid, covertype: 2, coveres: '/__sandbox/uploads/a.png,/__sandbox/uploads/b.png' }, want: '图片不完整' },
  // three covers and no image: `required` keeps one text per field, the single-cover one
  { given: { ...valid, covertype: 2 }, want: '请上传图片' },
  { given: { ...valid, covertype: 2, coveres: '/__sandbox/uploads/a.png,/__sandbox/uploads/b.png,/__sandbox/uploads/c.png' }, want: null },
  // documented order: the tags before the covers
  { given: { ...valid, covertype: 1, label: undefined }, want: '请添加标签' },
  { given: valid, want: null },
];
