// The real spec's generated forms: each precompiled validator answers with the documented texts,
// and the validator modules are plain ESM that compiles no code at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forms } from '../../generated/forms/index';
import type { FormId } from '../../generated/forms/index';
import { PROJECT_ROOT } from './helpers';

async function messages(id: FormId, data: Record<string, unknown>): Promise<string[]> {
  const { form, validator } = await forms[id]();
  return validator.validateFormData(data, form.schema).errors.map((error) => error.message ?? '');
}

describe('generated form validators', () => {
  it('login-phone: a short phone and no code', async () => {
    const found = await messages('login-phone', { phone: '123' });
    expect(found).toContain('请输入验证码');
    expect(found).toContain('请输入正确手机号');
    expect(found).not.toContain('请输入手机号');
  });

  it('personal-register: confirmation differs from the password', async () => {
    const found = await messages('personal-register', { password: 'Tea12345', newPassword: 'Tea12346' });
    expect(found).toContain('两次密码不一致');
  });

  it('personal-register: a complete, consistent registration passes', async () => {
    const valid = {
      realName: '张三',
      identity: '41150219900101123X',
      phone: '13800000001',
      code: '123456',
      password: 'Tea12345',
      newPassword: 'Tea12345',
      agree: true,
    };
    expect(await messages('personal-register', valid)).toEqual([]);
  });

  it('forget-password: the account kind is one of its options', async () => {
    const reset = { isCompany: 1, phone: '13800000001', code: '123456', password: 'Tea12345', newPassword: 'Tea12345' };
    expect(await messages('forget-password', reset)).toEqual([]);
    expect(await messages('forget-password', { ...reset, isCompany: 2 })).not.toEqual([]);
  });

  it('legal-register: an 18-character identity is required', async () => {
    expect(await messages('legal-register', { identity: '123' })).toContain('证件格式不正确');
  });

  it('every form loads and its first message is reachable from an empty form', async () => {
    for (const id of Object.keys(forms) as FormId[]) {
      const { form } = await forms[id]();
      expect(form.id).toBe(id);
      const required = form.messages.find((message) => message.rules.includes('required'));
      if (required) expect(await messages(id, {})).toContain(required.text);
    }
  });

  it('validator modules are ESM with no runtime code compilation, importing only the shared ajv runtime', () => {
    const dir = join(PROJECT_ROOT, 'generated', 'forms');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.validator.js'))) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).toMatch(/^\/\/ generated from spec\/forms\/[\w-]+\.yaml by npm run generate — do not edit\n/);
      expect(code, file).not.toMatch(/new Function|\beval\(|\brequire\(|\bmodule\.exports/m);
      for (const [line] of code.matchAll(/^import .*$/gm)) expect(line, file).toMatch(/ from '\.\/ajv-runtime\.js';$/);
      expect(code, file).toMatch(/^export const validateFns = \{$/m);
    }
  });
});
