import type { FormCase } from '../form-messages.test';

export const valid = { joinId: 'video-1', type: '2', userId: 'member-1', catalog: 'reason-1,reason-4' };

export const cases: FormCase[] = [
  { given: {}, want: '请选择举报原因' },
  { given: { ...valid, catalog: undefined }, want: '请选择举报原因' },
  { given: valid, want: null },
];
