import { describe, expect, it } from 'vitest';
import { signedHeaders, spec } from '../sandbox/harness';
import { favourite, toast, useBrowser } from './browser';
import { logIn, phoneOf, registerMember } from './members';

// 云赏头条 as YAML pages (seed 3 §2.2): the feed's tabs, an article with likes, favourites and follows.
const { newPage, url, baseUrl } = useBrowser();

describe('headline feed', () => {
  it('a visitor reads each tab, opens an article, and is asked to log in to like it', async () => {
    const page = await newPage();
    for (const [path, name] of [
      ['/leadNews/tjlist', '推荐'],
      ['/leadNews/dsplist', '短视频'],
      ['/leadNews/twlist', '问答'],
    ]) {
      await page.goto(url(path));
      const items = page.getByRole('list', { name }).getByRole('listitem');
      await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(6);
    }
    await page.goto(url('/leadNews/tjlist'));
    const feed = page.getByRole('list', { name: '推荐' });
    await feed.getByRole('link').first().click();
    await page.waitForURL(/(leaddetail|twdetail)\?id=/);
    if (page.url().includes('leaddetail')) {
      await page.getByRole('button', { name: /^点赞/ }).click();
      await toast(page, '请先登录').waitFor();
    }
  });

  it('a member favourites an article, finds it in 我的收藏, and follows its author', async () => {
    const page = await newPage();
    const op = spec.operations.find((o) => o.operationId === 'findToutiaoByCondition')!;
    const res = await fetch(`${baseUrl}${op.path}?pageIndex=1&pageSize=1&type=1`, {
      method: op.method.toUpperCase(),
      headers: signedHeaders(Date.now()),
    });
    const [article] = ((await res.json()) as { page: { records: { id: string }[] } }).page.records;
    // a new member: nothing favourited or followed yet
    const phone = phoneOf('139', 1);
    await registerMember(baseUrl, phone);
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/leadNews/leaddetail?id=${article.id}` });
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await favourite(page);
    const follow = page.getByRole('button', { name: '关注作者' });
    await follow.click();
    await toast(page, '关注成功').waitFor();
    await page.getByRole('button', { name: '已关注' }).waitFor();
    // the learning videos (6) and, for members, the tea instruments (7)
    for (const [path, name, size] of [
      ['/leadNews/learnPX', '学习培训', 6],
      ['/leadNews/xyChaqi', '云赏头条', 7],
    ] as const) {
      await page.goto(url(path));
      await expect
        .poll(() => page.getByRole('list', { name }).getByRole('listitem').count(), { timeout: 10_000 })
        .toBe(size);
    }
    await page.goto(url('/user/mySC'));
    await page.getByRole('tab', { name: '文章' }).click();
    await page.getByRole('article', { name: title }).first().waitFor();
  });
});
