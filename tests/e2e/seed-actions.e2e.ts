import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, recordsOf, registerMember } from './members';

// Seed behaviours that were out of reach (issue 23): the operator's policy articles (seed 2 §2.3, §6),
// reviewing an expert with stars and tags (seed 3 §2.5, §5, §7), and a vote spent at once and sent once
// (seed 3 §4).
const { newPage, url, baseUrl } = useBrowser();

describe('seed actions', () => {
  it('the designated operator chooses the article type and publishes a policy article; nobody else is offered it', async () => {
    const page = await newPage();
    await logIn(page, url, 'yunshang', { redirect: '/userysh' });
    await page.getByRole('link', { name: '发布文章' }).first().click();
    await page.waitForURL(/#\/userysh\/pubEssay$/);
    await page.getByRole('tab', { name: '云赏头条' }).waitFor();
    await page.getByRole('tab', { name: '政策文章' }).click();
    await page.getByRole('radio', { name: '金融政策' }).check();
    await page.getByLabel(field('标题')).fill('信阳市茶农贴息贷款政策解读');
    await page.getByLabel(field('来源')).fill('信阳市财政局');
    await page.getByRole('textbox', { name: /^正文/ }).click();
    await page.keyboard.type('茶农贷款贴息比例提高到百分之五十。');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await toast(page, '发布成功，请等待审核').waitFor();
    await page.waitForURL(/#\/userysh$/);

    const member = await newPage();
    await logIn(member, url, 'chayou', { redirect: '/userysh/pubEssay' });
    await member.getByLabel(field('标题')).waitFor();
    expect(await member.getByRole('tab', { name: '政策文章' }).count()).toBe(0);
    expect(await member.getByRole('radio', { name: '政府政策' }).count()).toBe(0);
  });

  it('a member reviews an expert: a tag first (请选择评论标签), 1–5 stars, and the review shows', async () => {
    const [expert] = await recordsOf<{ id: string }>(baseUrl, 'getExpertList', { pageIndex: '1', pageSize: '8' });
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: `/chajiService/chajiDetail?id=${expert.id}` });
    await page.getByRole('button', { name: '评价专家' }).click();
    const dialog = page.getByRole('dialog', { name: '评价专家' });
    const tags = dialog.getByRole('checkbox');
    await expect.poll(() => tags.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await toast(page, '请选择评论标签').waitFor();
    await tags.first().check();
    const tag = await dialog.locator('label:has(input[type=checkbox])').first().innerText();
    // the fourth star (its radio is hidden behind the star it draws)
    await dialog.locator('label', { hasText: /^4 星$/ }).click();
    expect(await dialog.getByRole('radio', { name: '4 星' }).isChecked()).toBe(true);
    const words = `讲解细致，很有帮助${Date.now() % 1000}`;
    await dialog.getByLabel(field('评论内容')).fill(words);
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await toast(page, '评论成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const review = page.locator('.comments li', { hasText: words });
    await review.waitFor({ timeout: 10_000 });
    await review.getByRole('img', { name: '4 星' }).waitFor();
    await review.getByText(tag.trim(), { exact: true }).waitFor();
  });

  it('a vote reads 已投票 at once and a double click sends one vote', async () => {
    const [voting] = await recordsOf<{ id: string }>(baseUrl, 'getContestList', {
      pageNo: '1',
      pageSize: '50',
      status: '2',
    });
    const phone = phoneOf('139', 7);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    const votes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/selection/activity/saveVote')) votes.push(request.url());
    });
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/pbSelection/toupiaoList?id=${voting.id}` });
    const first = page.getByRole('list', { name: '投票' }).getByRole('listitem').first();
    const vote = first.getByRole('button', { name: '投票', exact: true });
    await vote.waitFor({ timeout: 10_000 });
    await vote.dblclick();
    await toast(page, '投票成功').waitFor();
    // before the list is read again (1 s after success)
    const said = Date.now();
    await first.getByRole('button', { name: '已投票' }).waitFor({ timeout: 800 });
    expect(Date.now() - said).toBeLessThan(800);
    await page.waitForTimeout(1500);
    expect(votes).toHaveLength(1);
    expect(await page.getByRole('status').filter({ hasText: '请勿重复投票' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: '已投票' }).isDisabled()).toBe(true);
  });
});
