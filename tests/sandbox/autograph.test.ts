// @vitest-environment node
import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { autograph, hasValidAutograph } from '../../sandbox/autograph.js';

const SECRET = 'secret';

describe('autograph', () => {
  it.each([
    { given: { phone: '13800000001' }, signed: 'phone=13800000001' },
    {
      given: { phone: '13800000001', code: '123456', source: 'pc' },
      signed: 'code=123456&phone=13800000001&source=pc',
    },
    { given: { b: '2', a: '1', autograph: 'ignored' }, signed: 'a=1&b=2' },
    { given: { a: '1', empty: '', none: null, missing: undefined }, signed: 'a=1' },
    { given: { isCompany: 0, agree: true }, signed: 'agree=true&isCompany=0' },
    { given: { realName: '王小明', invitationId: 'a b&c' }, signed: 'invitationId=a b&c&realName=王小明' },
    { given: { B: '1', a: '2' }, signed: 'B=1&a=2' },
  ])('signs $signed', ({ given, signed }) => {
    expect(autograph(given, SECRET)).toBe(md5(signed + SECRET));
  });

  it('accepts its own signature in either case and nothing else', () => {
    const fields = { phone: '13800000001', code: '123456' };
    const signature = autograph(fields, SECRET);
    expect(hasValidAutograph({ ...fields, autograph: signature }, SECRET)).toBe(true);
    expect(hasValidAutograph({ ...fields, autograph: signature.toUpperCase() }, SECRET)).toBe(true);
    expect(hasValidAutograph({ ...fields, code: '654321', autograph: signature }, SECRET)).toBe(false);
    expect(hasValidAutograph(fields, SECRET)).toBe(false);
  });
});
