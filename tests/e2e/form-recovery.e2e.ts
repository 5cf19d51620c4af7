import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn } from './members';

// A form with a conditional rule (allOf / if) stays usable after a failed submit: every keystroke used to
// throw rjsf's "schema associated with the precompiled validator differs" and drop the text (issue 23).
const { newPage, url, problems } = useBrowser();

const cases = [
  {
    path: '/ysService/pubjob',
    account: 'chayou',
    legal: false,
    button: '立即发布',
    first: '请输入联系人姓名',
    label: '联系人姓名',
    value: '刘师傅',
  },
  {
    path: '/userysh/pubEssay',
    account: 'chayou',
    legal: false,
    button: '发布',
    first: '请输入文章标题',
    label: '标题',
    value: '信阳毛尖开采',
  },
  {
    path: '/user/cultureManage',
    account: 'xinyangcha',
    legal: true,
    button: '提交申请',
    first: '请上传封面图',
    label: '主办方',
    value: '信阳市茶业协会',
    own: '请输入主办方',
  },
];

describe('a failed submit, then typing', () => {
  it.each(cases)(
    '$path keeps what is typed, and the message goes once the field is right',
    async ({ path, account, legal, button, first, label, value, own = first }) => {
      const page = await newPage();
      await logIn(page, url, account, { legal, redirect: path });
      const before = problems.pageErrors.length;
      await page.getByRole('button', { name: button, exact: true }).click();
      await toast(page, first).waitFor();
      const input = page.getByLabel(field(label)).first();
      await page.getByText(own, { exact: true }).last().waitFor();
      await input.pressSequentially(value);
      expect(await input.inputValue()).toBe(value);
      // the field's own message goes as it is typed right; the form still refuses for the next one
      await expect.poll(() => page.getByText(own, { exact: true }).count(), { timeout: 5000 }).toBe(0);
      expect(problems.pageErrors.slice(before)).toEqual([]);
      await page.close();
    },
  );
});
