import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { useBrowser } from './browser';

// Every documented message of the access forms, shown verbatim: each step submits, expects the
// next message of the form's documented order as the toast and inline under its field, then makes
// that rule pass (a value, or ticking a box) so the following message comes first.
const { newPage, url } = useBrowser();

type Step = { value: string | true };
const cases: { form: FormId; path: string; tab?: string; steps: Record<string, Step[]> }[] = [
  {
    form: 'login-password',
    path: '/login',
    steps: { username: [{ value: 'chayou' }], userpass: [{ value: 'wrong-password' }] },
  },
  {
    form: 'login-phone',
    path: '/login',
    tab: '手机验证码登录',
    steps: { phone: [{ value: '123' }, { value: '13800000001' }], code: [{ value: '000000' }] },
  },
  {
    form: 'forget-password',
    path: '/forgetPassword',
    steps: {
      password: [{ value: 'abc12345' }],
      newPassword: [{ value: 'abc12345' }],
      phone: [{ value: '13800000009' }],
      code: [{ value: '000000' }],
    },
  },
  {
    form: 'personal-register',
    path: '/grReg',
    steps: {
      password: [{ value: 'abc12345' }],
      newPassword: [{ value: 'abc12345' }],
      identity: [{ value: '411502199001011234' }],
      phone: [{ value: '13800000009' }],
      agree: [{ value: true }],
      code: [{ value: '000000' }],
      realName: [{ value: '钱多多' }],
    },
  },
  {
    form: 'legal-register',
    path: '/frReg',
    steps: {
      password: [{ value: 'abc12345' }],
      newPassword: [{ value: 'abc12345' }],
      identity: [{ value: '411502199001011234' }],
      phone: [{ value: '13800000009' }],
      agree: [{ value: true }],
      code: [{ value: '000000' }],
      company: [{ value: '信阳云雾茶业' }],
      creditCode: [{ value: '91411500MA40000009' }],
      userName: [{ value: '孙立' }],
      realName: [{ value: '孙立' }],
    },
  },
];

async function fix(page: Page, id: string, step: Step) {
  const input = page.locator(`#root_${id}`);
  if (step.value === true) await input.check();
  else await input.fill(step.value);
}

describe.each(cases)('$form', ({ form, path, tab, steps }) => {
  it('shows every message in documented order, as a toast and inline', async () => {
    const { form: spec } = await forms[form]();
    const page = await newPage();
    await page.goto(url(path));
    if (tab) await page.getByRole('tab', { name: tab }).click();
    const submit = page.getByRole('button', { name: spec.buttons[0].label });
    const pending = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, [...v]]));
    for (const message of spec.messages) {
      await submit.click();
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${message.text}$`) })
        .first()
        .waitFor();
      await page.locator(`#root_${message.field}__error`).getByText(message.text, { exact: true }).waitFor();
      const step = pending[message.field]?.shift();
      expect(step, `a step that makes "${message.text}" pass`).toBeDefined();
      await fix(page, message.field, step!);
    }
    await page.close();
  });
});
