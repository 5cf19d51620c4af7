// The runtime's status rules and texts come from spec/texts.yaml (generated/texts/): with the rules
// changed there, the verification page's stage and the real-name gate follow, and so do the steps.
import { expect, it, vi } from 'vitest';
import { stageOf, STEPS, type VerificationRecord } from '../../src/lib/creator-verification';
import { messages } from '../../src/lib/messages';
import { realNameGate } from '../../src/lib/real-name-gate';
import { withTimeLabels } from '../../src/lib/time-label';
import { atMostImages } from '../../src/lib/upload-rules';

vi.mock('../../generated/texts/verification', async (importActual) => {
  const actual = await importActual<typeof import('../../generated/texts/verification')>();
  return { ...actual, steps: ['一', '二', '三', '四'] };
});
vi.mock('../../generated/texts/upload', async (importActual) => {
  const actual = await importActual<typeof import('../../generated/texts/upload')>();
  return { ...actual, atMostImages: '最多{n}张图' };
});
vi.mock('../../generated/texts/common', async (importActual) => {
  const actual = await importActual<typeof import('../../generated/texts/common')>();
  return { ...actual, pager: '{list}的页码' };
});
vi.mock('../../generated/texts/timings', () => ({ chatTimeLabelGapSeconds: 120, recognitionFailureDelayMs: 1000 }));
vi.mock('../../generated/texts/rules', () => ({
  rules: { verificationStage: { waiting: [0, 5], rejected: [2] }, realNameGate: { pass: [1, 7], pending: [0] } },
}));

const record = (checkStatus: number) => ({ checkStatus }) as unknown as VerificationRecord;

it('the verification stage by rules.verificationStage', () => {
  expect(stageOf(record(5))).toMatchObject({ step: 2, status: 'waiting' });
  expect(stageOf(record(2))).toMatchObject({ step: 2, status: 'rejected' });
  expect(stageOf(record(1))).toMatchObject({ step: 3 });
  expect(STEPS).toEqual(['一', '二', '三', '四']);
});

it('the real-name gate by rules.realNameGate; a corporate account always passes', () => {
  expect(realNameGate({ isCompany: 0, idcardStatus: 7 })).toBe('pass');
  expect(realNameGate({ isCompany: 0, idcardStatus: 0 })).toBe('pending');
  expect(realNameGate({ isCompany: 0, idcardStatus: -1 })).toBe('verify');
  expect(realNameGate({ isCompany: 0, idcardStatus: undefined })).toBe('verify');
  expect(realNameGate({ isCompany: 1, idcardStatus: -1 })).toBe('pass');
});

it('texts with a value to fill in: the value where the spec puts it; three images in words', () => {
  expect(atMostImages(5)).toBe('最多5张图');
  expect(atMostImages(3)).toBe('图片最多上传三张');
  expect(messages.pager('茶讯')).toBe('茶讯的页码');
});

it('a chat time label after spec/texts.yaml timings.chatTimeLabelGapSeconds', () => {
  const labelled = withTimeLabels([{ time: 0 }, { time: 119 }, { time: 239 }]);
  expect(labelled.map(({ label }) => label !== null)).toEqual([true, false, true]);
});
