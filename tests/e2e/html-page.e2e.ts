import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { useBrowser } from './browser';

// A generic `html:` page from spec/routes.yaml: /ggDetail shows a notice's title, time and HTML.
const { newPage, url, baseUrl } = useBrowser();

describe('generic html page', () => {
  it('shows the notice the route query names, and 暂无数据 without one', async () => {
    const res = await fetch(`${baseUrl}/api/homeNotice/noticeList?pageIndex=1&pageSize=10`, {
      headers: signedHeaders(Date.now()),
    });
    const [notice] = ((await res.json()) as { data: { id: string; title: string; crtTime: string }[] }).data;
    const page = await newPage();
    await page.goto(url(`/login?redirect=${encodeURIComponent(`/ggDetail?id=${notice.id}`)}`));
    await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
    await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
    await page.getByRole('button', { name: '个人登录' }).click();
    await page.getByRole('heading', { name: notice.title }).waitFor();
    await page.getByText(notice.crtTime).waitFor();
    expect(await page.getByRole('article', { name: notice.title }).locator('.server-html').innerText()).not.toBe('');

    await page.goto(url('/ggDetail'));
    await page.getByText('暂无数据').waitFor();
  });
});
