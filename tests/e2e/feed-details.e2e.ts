import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { apiAs, logIn, loginCookie, phoneOf, png, registerMember } from './members';

// The feed's details as YAML pages (seed 3 §2.2-2.4): the question with its answers, the author home,
// comments, reports, the follow feed, the learning video and the tea instrument.
const { newPage, url, baseUrl } = useBrowser();

type Page = { records: { id: string; userId: string; title: string }[]; total: number };

/** A published question of the demo member chayou (the asker who may mark answers). */
async function chayouQuestion(): Promise<{ id: string; title: string; asker: string }> {
  const { id: asker } = await loginCookie(baseUrl, 'chayou', 0);
  const page = (await apiAs(baseUrl, 'findToutiaoByCondition', {
    query: { pageIndex: '1', pageSize: '10', type: '3', memberId: asker },
  })) as Page;
  const question = page.records[0];
  return { id: question.id, title: question.title, asker };
}

/** A new member logged in on `page` (fresh: no report, follow or answer of theirs yet). */
async function freshMember(page: Awaited<ReturnType<typeof newPage>>, redirect: string) {
  const phone = phoneOf('139', 7);
  await registerMember(baseUrl, phone, { realName: '茶友新枝' });
  return logIn(page, url, phone, { password: 'Green2024', redirect });
}

describe('feed details', () => {
  it('a visitor opens a question and is asked to log in to like it or answer', async () => {
    const page = await newPage();
    await page.goto(url('/leadNews/twlist'));
    await page.getByRole('list', { name: '问答' }).getByRole('link').first().click();
    await page.waitForURL(/twdetail\?id=/);
    // answers are listed to visitors with their status labels, never the asker's buttons
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: '有用' }).count()).toBe(0);
    await page.getByRole('button', { name: /^点赞/ }).click();
    await toast(page, '请先登录').waitFor();
    await page.waitForURL(/#\/login\?redirect=/);
  });

  it('a member answers with an image; the asker marks the answer 有用', async () => {
    const question = await chayouQuestion();
    const page = await newPage();
    await freshMember(page, `/leadNews/twdetail?id=${question.id}`);
    await page.getByRole('button', { name: '写回答' }).click();
    const dialog = page.getByRole('dialog', { name: '写回答' });
    await dialog.getByRole('button', { name: '提交回答' }).click();
    await toast(page, '请输入回答或上传图片').waitFor();
    const text = `用八十度左右的水 ${Date.now()}`;
    await dialog.getByPlaceholder('写下你的回答').fill(text);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '茶汤.png', mimeType: 'image/png', buffer: png(8, 8, [90, 160, 80]) });
    await expect.poll(() => dialog.getByRole('img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '提交回答' }).click();
    await toast(page, '回答成功').waitFor();
    const mine = page.getByRole('article').filter({ hasText: text });
    await mine.waitFor();
    // the answerer sees the status label, not the buttons; the picture is shown
    await mine.getByText('待采纳').waitFor();
    expect(await mine.getByRole('img').count()).toBe(1);
    expect(await mine.getByRole('button', { name: '有用' }).count()).toBe(0);

    const asker = await newPage();
    await logIn(asker, url, 'chayou', { redirect: `/leadNews/twdetail?id=${question.id}` });
    const theirs = asker.getByRole('article').filter({ hasText: text });
    await theirs.getByRole('button', { name: '无用' }).waitFor();
    await theirs.getByRole('button', { name: '有用' }).click();
    await toast(asker, '评价成功').waitFor();
    await expect.poll(() => theirs.getByRole('button', { name: /^(有用|无用)$/ }).count(), { timeout: 10_000 }).toBe(0);
    await theirs.getByText('有用', { exact: true }).waitFor();
  });

  it('a member comments, replies, likes and unlikes a comment, and reports the article', async () => {
    const feed = (await apiAs(baseUrl, 'findToutiaoByCondition', {
      query: { pageIndex: '1', pageSize: '1', type: '1' },
    })) as Page;
    const page = await newPage();
    await freshMember(page, `/leadNews/leaddetail?id=${feed.records[0].id}`);
    const thread = page.getByRole('region', { name: '评论' });
    const text = `写得真好 ${Date.now()}`;
    await thread.getByLabel('说点什么…').fill(text);
    await thread.getByRole('button', { name: '评论', exact: true }).click();
    await toast(page, '评论成功').waitFor();
    const mine = thread.getByRole('listitem').filter({ hasText: text }).first();
    await mine.waitFor();
    await mine.getByRole('button', { name: '回复' }).click();
    const reply = `补充一句 ${Date.now()}`;
    await mine.getByLabel('写下你的回复').fill(reply);
    await mine.getByRole('button', { name: '回复' }).last().click();
    await thread.getByText(reply).waitFor();

    const like = mine.getByRole('button', { name: /^(赞|已赞) \d+$/ }).first();
    await expect.poll(() => like.textContent(), { timeout: 10_000 }).toBe('赞 0');
    await like.click();
    await expect.poll(() => like.textContent(), { timeout: 10_000 }).toBe('已赞 1');
    await like.click();
    await expect.poll(() => like.textContent(), { timeout: 10_000 }).toBe('赞 0');

    // the report dialog: the reasons from getReportType, at least one ticked
    await page.getByRole('button', { name: '举报', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '举报' });
    await dialog.getByRole('checkbox').first().waitFor();
    await dialog.getByRole('button', { name: '提交' }).click();
    await toast(page, '请选择举报原因').waitFor();
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: '提交' }).click();
    await toast(page, '举报成功，我们会尽快处理').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a member follows an author: the author home counts one more fan, the follow feed shows their work', async () => {
    const question = await chayouQuestion();
    const page = await newPage();
    await freshMember(page, `/leadNews/yshIndex?id=${question.asker}`);
    // the counters: 头条, 关注, 粉丝, 获赞
    const fans = async () => Number(await page.locator('dl', { hasText: '粉丝' }).locator('dd').nth(2).textContent());
    await page.getByRole('heading', { name: '茶友小王' }).waitFor();
    const before = await fans();
    await page.getByRole('button', { name: '关注', exact: true }).click();
    await toast(page, '关注成功').waitFor();
    await expect.poll(fans, { timeout: 10_000 }).toBe(before + 1);
    await page.getByRole('button', { name: '已关注' }).waitFor();

    // the tabs: articles, questions (write an answer, favourite), videos; the question opens its detail
    await page.getByRole('tab', { name: '问答' }).click();
    await page.getByRole('article', { name: question.title }).waitFor();
    await page.getByRole('tab', { name: '视频' }).click();
    await page.getByRole('tab', { name: '文章' }).click();

    await page.goto(url('/leadNews/gzlist'));
    await expect
      .poll(() => page.getByRole('list', { name: '关注' }).getByRole('listitem').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('the feed panel: a verified member sees the counts, 发布 and 退出; a member not verified is told to verify first', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/leadNews/tjlist' });
    await page.getByRole('button', { name: '发布' }).waitFor();
    await page.locator('dl', { hasText: '粉丝' }).getByText('关注').waitFor();
    // the panel's 退出 (the top bar has one too, first on the page)
    await page.getByRole('button', { name: '退出' }).last().click();
    await page.waitForURL((u) => u.hash === '#/');
    expect(await page.evaluate(() => sessionStorage.getItem('user_id'))).toBeNull();

    const fresh = await newPage();
    await freshMember(fresh, '/leadNews/twlist');
    await fresh.getByText('完成实名认证后即可发布头条').waitFor();
    expect(await fresh.getByRole('button', { name: '发布' }).count()).toBe(0);
    await fresh.getByRole('button', { name: '去认证' }).click();
    await fresh.waitForURL(/#\/user\/Verified/);
  });

  it("the feed panel shows a verified member's avatar: their picture, or a stand-in with their initial when they have none", async () => {
    // a verified member with a picture sees it
    const phone = phoneOf('134', 7);
    await registerMember(baseUrl, phone, { realName: '周茶青' });
    const { cookie, id } = await loginCookie(baseUrl, phone, 0, 'Green2024');
    // a valid ID number (check digit by GB 11643) of its own per run: a verified number is one account's
    const digits = `11010519900115${String(Date.now() % 1000).padStart(3, '0')}`;
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const check = '10X98765432'[[...digits].reduce((sum, d, i) => sum + Number(d) * weights[i], 0) % 11];
    await apiAs(baseUrl, 'submitRealName', {
      query: {
        idcardPositivePic: '/upload/front.png',
        idcardBackPic: '/upload/back.png',
        idcardRealName: '周茶青',
        idcardNo: digits + check,
        memberId: id,
        type: '1',
      },
      cookie,
    });
    await fetch(`${baseUrl}/__sandbox/review/realname?userId=${id}&approve=1`, { method: 'POST' });
    const picture = '/__sandbox/pictures/card.svg?caption=%E5%91%A8&hue=150&w=200&h=200';
    await apiAs(baseUrl, 'updateMember', { body: { id, headurl: picture, nickname: '周茶青' }, cookie });
    const own = await newPage();
    await logIn(own, url, phone, { password: 'Green2024', redirect: '/leadNews/tjlist' });
    const card = own.getByRole('complementary').getByRole('article', { name: '周茶青' });
    await card.getByRole('button', { name: '发布' }).waitFor();
    expect(await card.getByRole('img').first().getAttribute('src')).toBe(picture);

    // chayou, verified, has no picture
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/leadNews/tjlist' });
    const panel = page.getByRole('complementary').getByRole('article', { name: '茶友小王' });
    await panel.getByRole('button', { name: '发布' }).waitFor();
    const pictured = await panel.getByRole('img', { name: '茶友小王' }).count();
    const initial = await panel.getByText('茶', { exact: true }).count();
    expect(pictured + initial, 'a stand-in where there is no picture').toBeGreaterThan(0);
  });

  it('the learning video plays in its detail; the tea instrument links its location out after login', async () => {
    const page = await newPage();
    await page.goto(url('/leadNews/learnPX'));
    await page.getByRole('list', { name: '学习培训' }).getByRole('link').first().click();
    await page.waitForURL(/xuexiDetail\?id=.*type=2/);
    await page.locator('video').waitFor();
    await page.getByRole('region', { name: '评论' }).waitFor();

    await logIn(page, url, 'chayou', { redirect: '/leadNews/xyChaqi' });
    await page.getByRole('list', { name: '云赏头条' }).getByRole('link').first().click();
    await page.waitForURL(/xyChaqiD\?id=/);
    // the detail shows its comments: the newest the detail answers is on the page
    const teaQiId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id')!;
    const detail = (await apiAs(baseUrl, 'teaQiDetail', {
      query: { id: teaQiId, pageIndex: '1', pageSize: '10' },
    })) as { contentCount: number; contentEntityList: { message: string }[] };
    expect(detail.contentEntityList.length).toBeGreaterThan(0);
    await page.getByRole('region', { name: '评论' }).getByText(detail.contentEntityList[0].message).first().waitFor();
    // the outside maps service is not reachable here: its page is answered locally
    await page
      .context()
      .route('https://uri.amap.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'marker' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '查看位置' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=\d+\.\d+,\d+\.\d+/);
    await page.getByRole('region', { name: '评论' }).waitFor();
  });
});
