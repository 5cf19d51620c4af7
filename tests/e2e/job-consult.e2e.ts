import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { apiAs, loginCookie } from './members';

// The member-to-member consult pop-up: from a job's page a member writes to its publisher through the
// app's chat session, and the conversation is in 我的消息 afterwards.
const { newPage, url, baseUrl } = useBrowser();

describe('consulting a job publisher', () => {
  it('opens the pop-up from the job page, sends a message, and finds the conversation in 我的消息', async () => {
    const page = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.waitForURL((u) => u.hash === '#/');
    const me = await page.evaluate(() => sessionStorage.getItem('user_id'));

    const res = await fetch(`${baseUrl}/api/yscy/work/page/list?pageIndex=1&pageSize=30&status=1`, {
      method: 'POST',
      headers: signedHeaders(Date.now()),
    });
    const jobs = (
      (await res.json()) as {
        page: {
          records: {
            id: string;
            title: string;
            userId: string;
            contactName: string;
            contactPhone: string;
            contactPhone_hide: string;
          }[];
        };
      }
    ).page.records;
    const job = jobs.find((j) => j.userId !== me)!;
    expect(job, 'a job published by another member').toBeDefined();

    await page.goto(url(`/ysService/detail?id=${job.id}`));
    // the phone masked until 查看电话; the favourite toggle flips in place (seed 3 §2.1, §4)
    const card = page.getByRole('article', { name: job.title });
    await card.getByText(job.contactPhone_hide, { exact: true }).waitFor();
    await card.getByRole('button', { name: '查看电话' }).click();
    await card.getByText(job.contactPhone, { exact: true }).waitFor();
    const favourite = card.getByRole('button', { name: /^(收藏|已收藏)$/ });
    const was = (await favourite.getAttribute('aria-pressed')) === 'true';
    await favourite.click();
    await toast(page, was ? '取消收藏成功' : '收藏成功').waitFor();
    expect(await favourite.getAttribute('aria-pressed')).toBe(String(!was));

    await page.getByRole('button', { name: '咨询TA' }).click();
    // titled 咨询 and the job's contact until the chat knows the member, then the chat's one name for them
    const dialog = page.getByRole('dialog', { name: /^咨询 / });
    const box = dialog.getByRole('textbox', { name: '输入消息' });
    await box.fill('请问还招采茶工吗？');
    await dialog.getByRole('button', { name: '发送' }).click();
    await dialog.getByText('请问还招采茶工吗？').waitFor();
    await page.keyboard.press('Escape');

    // one's own job offers no consult
    // a list naming a member is the member's own to read (issue 26): asked with chayou's session
    const { cookie, id } = await loginCookie(baseUrl, 'chayou', 0);
    const mine = (await apiAs(baseUrl, 'listJobs', {
      query: { pageIndex: '1', pageSize: '10', userId: id },
      cookie,
    })) as { records: { id: string; title: string }[] };
    const own = mine.records[0];
    expect(own, 'a job chayou published').toBeDefined();
    await page.goto(url(`/ysService/detail?id=${own.id}`));
    const ownCard = page.getByRole('article', { name: own.title });
    await ownCard.getByRole('button', { name: '查看电话' }).waitFor();
    expect(await ownCard.getByRole('button', { name: '咨询TA' }).count()).toBe(0);

    await page.goto(url('/user/chat'));
    await page.getByRole('list', { name: '会话列表' }).getByText('请问还招采茶工吗？').waitFor();
  });
});
