import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations';
import { useBrowser } from './browser';
import { recordsOf } from './members';

// A failed call is not an empty list: each block whose call failed says 加载失败 in its place with 重试,
// which asks again. Calls the seeds say fail silently (x-quiet-failure) show no toast.
const { newPage, newContext, url, baseUrl } = useBrowser();

const failed = (page: import('playwright-core').Page) => page.getByRole('alert').filter({ hasText: '加载失败' });

describe('a block whose call failed', () => {
  it('the job list says 加载失败 with no toast (it fails silently), and 重试 brings its rows once the server answers', async () => {
    const page = await newPage();
    const jobs = (u: URL) => u.pathname === operations.listJobs.path;
    await page.route(jobs, (route) => route.abort('internetdisconnected'));
    await page.goto(url('/ysService'));
    await failed(page).first().waitFor();
    expect(await page.getByText('暂无数据').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: '网络不给力' }).count()).toBe(0);
    await page.unroute(jobs);
    await failed(page).first().getByRole('button', { name: '重试' }).click();
    await page.getByRole('list', { name: '招聘求职' }).getByRole('listitem').first().waitFor();
    expect(await failed(page).count()).toBe(0);
  });

  it('on the home page with the network gone every block that fetches says so, and 重试 recovers each (390 px)', async () => {
    const page = await newPage(
      await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    );
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(url('/'));
    await failed(page).first().waitFor();
    // the network failure still says why once for the calls that are not silent
    await page.getByRole('status').filter({ hasText: '网络不给力，请稍后再试' }).first().waitFor();
    const count = await failed(page).count();
    expect(count).toBeGreaterThan(3);
    expect(await page.getByText('暂无数据').count()).toBe(0);
    // the retry button takes a thumb
    const box = (await failed(page).first().getByRole('button', { name: '重试' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.unroute('**/api/**');
    // blocks further down are staged as the page settles and fail too: 重试 each until none is left
    await expect
      .poll(
        async () => {
          const retry = failed(page).first().getByRole('button', { name: '重试' });
          if (await retry.count()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
          return failed(page).count();
        },
        { timeout: 45_000, interval: 300 },
      )
      .toBe(0);
    expect(await page.getByRole('img').count()).toBeGreaterThan(0);
  });

  it('a headline whose record failed says so instead of 内容不存在, and 重试 shows it', async () => {
    const [article] = await recordsOf<{ id: string; title: string }>(baseUrl, 'findToutiaoByCondition', {
      pageIndex: '1',
      pageSize: '1',
      type: '1',
    });
    const page = await newPage();
    const detail = (u: URL) => u.pathname === operations.touTiaoDetail.path;
    await page.route(detail, (route) => route.abort('internetdisconnected'));
    await page.goto(url(`/leadNews/leaddetail?id=${article.id}`));
    await failed(page).first().waitFor();
    expect(await page.getByText('内容不存在').count()).toBe(0);
    await page.unroute(detail);
    await failed(page).first().getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { name: article.title, level: 1 }).waitFor();
    expect(await failed(page).count()).toBe(0);
  });
});
