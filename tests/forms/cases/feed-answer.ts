import type { FormCase } from '../form-messages.test';

const images = (n: number) => Array.from({ length: n }, (_, i) => `/__sandbox/uploads/a${i}.png`).join(',');

export const valid = { quizId: 'quiz-1', userId: 'member-1', details: '八十度左右的水最好。', file: '' };

export const cases: FormCase[] = [
  { given: { details: '', file: '' }, want: '请输入回答或上传图片' },
  { given: { ...valid, details: '', file: images(4) }, want: '图片最多上传三张' },
  { given: { ...valid, file: images(4) }, want: '图片最多上传三张' },
  // text or an image is enough
  { given: { ...valid, details: '', file: images(1) }, want: null },
  { given: { ...valid, file: images(3) }, want: null },
  { given: valid, want: null },
];
