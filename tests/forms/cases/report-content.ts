import type { FormCase } from '../form-messages.test';

export const valid = { catalog: 'reason-1,reason-4' };

export const cases: FormCase[] = [
  { given: {}, want: '请选择举报原因' },
  { given: { ...valid, catalog: undefined }, want: '请选择举报原因' },
  // every box unticked again: the widget sends nothing, a pasted empty text is refused the same
  { given: { ...valid, catalog: '' }, want: '请选择举报原因' },
  { given: valid, want: null },
];
