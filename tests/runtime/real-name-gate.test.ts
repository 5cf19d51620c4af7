import { describe, expect, it } from 'vitest';
import { form, validator } from '../../generated/forms/real-name-verification';
import { realNameGate, type GateDecision } from '../../src/lib/real-name-gate';
import { firstFailing, relocateRequired } from '../../src/pages/form-logic';

// Seed 1 §5 last bullet and §6: corporate accounts pass, verified members pass, under review is told
// to wait, not verified (-1) and rejected (2) are offered the way to verify.
describe('the real-name gate', () => {
  it.each<[string, number | boolean | undefined, number | undefined, GateDecision]>([
    ['corporate, not verified', 1, -1, 'pass'],
    ['corporate, under review', 1, 0, 'pass'],
    ['corporate (session boolean)', true, 2, 'pass'],
    ['individual, verified', 0, 1, 'pass'],
    ['individual (session boolean), verified', false, 1, 'pass'],
    ['individual, under review', 0, 0, 'pending'],
    ['individual, not verified', 0, -1, 'verify'],
    ['individual, rejected', 0, 2, 'verify'],
    ['individual, status unknown', false, undefined, 'verify'],
  ])('%s → %s', (_who, isCompany, idcardStatus, want) => {
    expect(realNameGate({ isCompany, idcardStatus })).toBe(want);
  });
});

// The page validates with the form's generated validator; the first message follows the YAML's order.
describe('the real-name form messages', () => {
  const first = (data: Record<string, string>) =>
    firstFailing(form, validator.validateFormData(data, form.schema, undefined, relocateRequired).errors);
  const full = {
    idcardPositivePic: '/a.png',
    idcardBackPic: '/b.png',
    idcardRealName: '王茶香',
    idcardNo: '41150219900101123X',
  };
  it.each<[Record<string, string>, string | undefined]>([
    [{}, '请上传身份证人像面'],
    [{ idcardPositivePic: '/a.png', idcardRealName: '王茶香' }, '请上传身份证国徽面'],
    [{ idcardPositivePic: '/a.png', idcardBackPic: '/b.png', idcardNo: '123' }, '请输入真实姓名'],
    [{ ...full, idcardNo: undefined as unknown as string }, '请输入身份证号'],
    [{ ...full, idcardNo: '41150219901301123X' }, '请输入正确的身份证号'],
    [{ ...full, idcardNo: '411502900101123' }, undefined],
    [full, undefined],
  ])('%j → %s', (data, want) => {
    expect(first(JSON.parse(JSON.stringify(data)))).toBe(want);
  });
});
