import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { field, logIn, phoneOf, registerMember } from './members';

// An input that cannot take a character must refuse or say so, never change the magnitude (issue 34 item 3):
// a decimal point typed into a whole-number field stays where it was typed, and the field's own message says
// what is wrong — '2.5' people never becomes 25, '150.5' 元 never 1505, a year '20.12' never 2012.
const { newPage, url, baseUrl } = useBrowser();

describe('a point typed into a whole-number field', () => {
  it('the job form keeps 2.5 and 150.5 as typed, says 请输入招聘人数 / 请输入薪资待遇, and takes the corrections', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const people = page.getByLabel(field('招聘人数'));
    const pay = page.getByLabel(field('薪资待遇（元）'));
    await people.pressSequentially('2.5');
    await pay.pressSequentially('150.5');
    expect(await people.inputValue()).toBe('2.5');
    expect(await pay.inputValue()).toBe('150.5');
    await page.getByRole('button', { name: '立即发布' }).click();
    await page.getByText('请输入招聘人数').first().waitFor();
    await page.getByText('请输入薪资待遇').first().waitFor();
    await people.fill('3');
    await pay.fill('150');
    await page.getByLabel(field('职位名称')).focus();
    await expect.poll(() => page.getByText('请输入招聘人数').count()).toBe(0);
    await expect.poll(() => page.getByText('请输入薪资待遇').count()).toBe(0);
  });

  it('the loan form keeps a year of 20.12 as typed and says 请输入定值年份', async () => {
    const phone = phoneOf('137', 7);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/teaLoanApply' });
    const year = page.getByLabel(field('定植年份'));
    await year.pressSequentially('20.12');
    expect(await year.inputValue()).toBe('20.12');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请输入定值年份').first().waitFor();
    await year.fill('2012');
    await page.getByLabel(field('种植品种')).focus();
    await expect.poll(() => page.getByText('请输入定值年份').count()).toBe(0);
  });
});
