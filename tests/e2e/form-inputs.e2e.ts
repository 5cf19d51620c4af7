import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { apiAs, field, logIn, phoneOf, registerMember } from './members';

// The schema's limits shape the inputs on real forms (issue 23): maxlength from maxLength or a
// fixed-length pattern, digits only where the pattern is digits, and date pickers that start from
// yesterday, or from the start date.
const { newPage, url, baseUrl } = useBrowser();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const local = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('inputs shaped by the schema', () => {
  it('the job form: a phone takes 11 characters, dates start from yesterday and the end from the start', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/ysService/pubjob' });
    const phone = page.getByLabel(field('联系电话'));
    await phone.pressSequentially('1370000111122');
    expect(await phone.inputValue()).toBe('13700001111');
    const start = page.getByLabel(field('用工开始时间'));
    const end = page.getByLabel(field('用工结束时间'));
    expect(await start.getAttribute('min')).toBe(local(-1));
    expect(await end.getAttribute('min')).toBeNull();
    await start.fill(day(5));
    await expect.poll(() => end.getAttribute('min')).toBe(day(5));
    await page.close();
  });

  it('the contest sign-up: the ID number takes 18 characters, the phone 11 digits only', async () => {
    const contests = (await apiAs(baseUrl, 'getContestList', {
      query: { pageNo: '1', pageSize: '50', status: '1' },
    })) as { records?: { id: string }[] } | { id: string }[];
    const [open] = Array.isArray(contests) ? contests : (contests.records ?? []);
    const member = phoneOf('139', 8);
    await registerMember(baseUrl, member);
    const page = await newPage();
    await logIn(page, url, member, { password: 'Green2024', redirect: `/pbSelection/detail?id=${open.id}` });
    await page.getByRole('button', { name: '报名', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '报名' });
    const id = dialog.getByLabel(field('身份证号'));
    await id.pressSequentially('4115221990010112345678');
    expect(await id.inputValue()).toBe('411522199001011234');
    const phone = dialog.getByLabel(field('联系方式'));
    await phone.pressSequentially('139-1234 00001');
    expect(await phone.inputValue()).toBe('13912340000');
    // a phone number field opens the phone keypad (issue 32 item 5), not the bare digit pad
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    await page.close();
  });
});
