import type { FormCase } from '../form-messages.test';

const images = (n: number) => Array.from({ length: n }, (_, i) => `/__sandbox/uploads/a${i}.png`).join(',');

export const valid = { details: '八十度左右的水最好。' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入回答或上传图片' },
  { given: { details: '', file: '' }, want: '请输入回答或上传图片' },
  { given: { details: '' }, want: '请输入回答或上传图片' },
  { given: { file: '' }, want: '请输入回答或上传图片' },
  { given: { ...valid, details: '', file: images(4) }, want: '图片最多上传三张' },
  { given: { ...valid, file: images(4) }, want: '图片最多上传三张' },
  // text or an image is enough
  { given: { ...valid, details: '', file: images(1) }, want: null },
  { given: { file: images(2) }, want: null },
  { given: { ...valid, file: '' }, want: null },
  { given: { ...valid, file: images(3) }, want: null },
  { given: valid, want: null },
];
