import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import {
  apiAs,
  field,
  logIn,
  loginCookie,
  phoneOf,
  png,
  publishArticle,
  registerMember,
  reviewWork,
  sessionCookie,
  type Work,
} from './members';

// The creator centre (issue 14, seed 2 §2.3, §4, §5, §8): work management, the Q&A square and comment
// management, YAML pages driven in Chromium as the verified demo creator chayou; the works and comments a
// test changes are its own, made through the API first (the publish form has its own tests).
const { newPage, url, baseUrl } = useBrowser();

const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text }).first();
const stamp = () => String(Date.now()).slice(-6);

describe('the creator centre', () => {
  it('the creator home: the card, its counters, 每日签到 (the sign-in modal), the shortcuts and the latest works', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh' });
    const cookie = await sessionCookie(page);
    const stats = (await apiAs(baseUrl, 'getUserHomeStats', { query: { userId }, cookie })) as { fans_num: number };
    await page.getByRole('heading', { name: '茶友小王' }).waitFor();
    const fans = page.getByRole('definition').filter({ hasText: /^\d+$/ }).first();
    await expect.poll(() => fans.textContent(), { timeout: 10_000 }).toBe(String(stats.fans_num));
    await page.getByRole('button', { name: '签到', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '每日签到' });
    await modal.getByRole('list', { name: '签到日历' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    const latest = page.getByRole('list', { name: '最近作品' }).getByRole('listitem');
    await expect.poll(() => latest.count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('link', { name: '作品管理' }).last().click();
    await page.waitForURL(/#\/userysh\/workManage$/);
  });

  it('work management: a new article under review by status, date and title; reviewed, it offers 查看数据 / 查看评论; edit and delete', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh/workManage' });
    const n = stamp();
    const article = await publishArticle(baseUrl, page, userId, `明前茶品鉴手记${n}`);
    const other = await publishArticle(baseUrl, page, userId, `雨前茶品鉴手记${n}`);

    await page.getByRole('tab', { name: '文章' }).waitFor();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '审核中' }).click();
    const day = article.crtTime.slice(0, 10);
    await page.getByLabel('发布日期开始').fill(day);
    await page.getByLabel('发布日期结束').fill(day);
    await page.getByRole('textbox', { name: '标题' }).fill(`明前茶品鉴手记${n}`);
    await page.getByRole('search', { name: '标题' }).getByRole('button', { name: '搜索' }).click();
    await page.getByText('共 1 条').waitFor();
    const item = row(page, article.title);
    await item.getByText('审核中').waitFor();
    expect(await item.getByRole('button', { name: '查看数据' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: '查看评论' }).count()).toBe(0);
    // the filters live in the route query
    expect(decodeURIComponent(page.url())).toContain(
      `authState=0&starttime=${day}&endtime=${day}&title=明前茶品鉴手记${n}`,
    );

    await reviewWork(baseUrl, article.id);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已发布' }).click();
    await item.getByText('已发布').waitFor();
    await item.getByRole('button', { name: '查看数据' }).click();
    const figures = page.locator('.MuiPopover-paper');
    await figures.waitFor();
    expect(await figures.locator('dt').allTextContents()).toEqual(['阅读', '评论', '点赞', '收藏']);
    await page.keyboard.press('Escape');
    await figures.waitFor({ state: 'hidden' });
    await item.getByRole('button', { name: '查看评论' }).click();
    await page.waitForURL((u) => u.hash === `#/userysh/commentManage?work=${article.id}&workType=1`);
    await page.getByRole('button', { name: new RegExp(article.title), pressed: true }).waitFor();

    // 编辑: the publish form loads the article; saved, it is back under review with its new title
    await page.goBack();
    await row(page, article.title).getByRole('button', { name: '编辑' }).click();
    await page.waitForURL((u) => u.hash === `#/userysh/pubEssay?id=${article.id}`);
    const title = page.getByLabel(field('标题'));
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe(article.title);
    // it says it edits (spec: the route's variant title, the form's update buttons), and saves rather than publishes
    await page.getByRole('heading', { level: 1, name: '编辑文章' }).waitFor();
    expect(await page.getByRole('button', { name: '发布', exact: true }).count()).toBe(0);
    await title.fill(`${article.title}改`);
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.waitForURL(/#\/userysh\/workManage/);
    await page.goto(url(`/userysh/workManage?title=${encodeURIComponent(`${article.title}改`)}`));
    await row(page, `${article.title}改`).getByText('审核中').waitFor();

    // 删除 asks first; the deleted work is gone
    await page.goto(url(`/userysh/workManage?title=${encodeURIComponent(other.title)}`));
    const doomed = row(page, other.title);
    await doomed.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('删除后内容将无法恢复，确认删除？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功').waitFor();
    await page.getByText('共 0 条').waitFor();
    await page.getByText('暂无数据').waitFor();
  });

  it('the Q&A square: asks with the messages in order, finds the question in 最新 once reviewed, answers and favourites another', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh/pubAsk' });
    await page.getByRole('tab', { name: '推荐', selected: true }).waitFor();
    await page.getByRole('button', { name: '提问' }).click();
    const ask = page.getByRole('dialog', { name: '提问' });
    const submit = () => ask.getByRole('button', { name: '提交' }).click();
    await submit();
    await toast(page, '请输入问题').waitFor();
    await ask.getByLabel(field('问题')).fill('毛尖？');
    await submit();
    await toast(page, '请输入5-30个字').waitFor();
    const question = `明前毛尖第三泡还香吗${stamp()}`;
    await ask.getByLabel(field('问题')).fill(question);
    await submit();
    await toast(page, '请上传图片').waitFor();
    await ask
      .locator('input[type=file]')
      .setInputFiles({ name: '茶汤.png', mimeType: 'image/png', buffer: png(40, 30, [90, 160, 80]) });
    await ask.getByRole('radio', { name: /^封面/ }).waitFor();
    await submit();
    await toast(page, '请设置封面').waitFor();
    await ask.getByRole('radio', { name: /^封面/ }).click();
    await submit();
    await toast(page, '提问成功，请等待审核').waitFor();
    await ask.waitFor({ state: 'hidden' });

    const cookie = await sessionCookie(page);
    const mine = (await apiAs(baseUrl, 'findToutiaoByCondition', {
      query: { memberId: userId, userId, type: '3', title: question, pageSize: '1' },
      cookie,
    })) as { records: Work[] };
    await reviewWork(baseUrl, mine.records[0].id);
    await page.reload();
    await page.getByRole('tab', { name: '最新' }).click();
    await page.waitForURL(/type=2/);
    const square = page.getByRole('list', { name: '问答', exact: true }).getByRole('listitem');
    await square.first().getByText(question).waitFor();

    // answer the next question: text and an image, in that order
    const next = square.nth(1);
    await next.getByRole('button', { name: '写回答' }).click();
    const answer = page.getByRole('dialog', { name: '写回答' });
    await answer.getByRole('button', { name: '提交回答' }).click();
    await toast(page, '请输入回答').waitFor();
    await answer.getByLabel(field('回答')).fill('第三泡依然有栗香，水温降到80度更好。');
    await answer.getByRole('button', { name: '提交回答' }).click();
    await toast(page, '请上传图片').waitFor();
    await answer
      .locator('input[type=file]')
      .setInputFiles({ name: '第三泡.png', mimeType: 'image/png', buffer: png(40, 30, [120, 170, 90]) });
    await answer.getByRole('img').first().waitFor();
    await answer.getByRole('button', { name: '提交回答' }).click();
    await toast(page, '回答成功').waitFor();
    await answer.waitFor({ state: 'hidden' });

    // the favourite toggle flips with its toasts
    const favourite = next.getByRole('button', { name: /^(收藏|已收藏)$/ });
    const before = await favourite.getAttribute('aria-pressed');
    await favourite.click();
    await toast(page, before === 'true' ? '取消收藏成功' : '收藏成功').waitFor();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe(before);
  });

  it('work management: 编辑问题 loads the question with its cover chosen; saved, it is back under review', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh/workManage?tab=3' });
    const cookie = await sessionCookie(page);
    const question = `信阳毛尖怎样存放最好${stamp()}`;
    const picture = '/__sandbox/uploads/q-cover.png';
    await apiAs(baseUrl, 'saveQuiz', {
      body: { details: question, pictures: picture, cover: picture, userId },
      cookie,
    });
    const mine = (await apiAs(baseUrl, 'findToutiaoByCondition', {
      query: { memberId: userId, userId, type: '3', title: question, pageSize: '1' },
      cookie,
    })) as { records: Work[] };
    await reviewWork(baseUrl, mine.records[0].id);

    await page.goto(url(`/userysh/workManage?tab=3&title=${encodeURIComponent(question)}`));
    await row(page, question).getByRole('button', { name: '编辑' }).click();
    const modal = page.getByRole('dialog', { name: '编辑问题' });
    const details = modal.getByLabel(field('问题'));
    await expect.poll(() => details.inputValue(), { timeout: 10_000 }).toBe(question);
    expect(await modal.getByRole('radio', { name: /^封面/ }).getAttribute('aria-checked')).toBe('true');
    await details.fill('');
    await modal.getByRole('button', { name: '保存' }).click();
    await toast(page, '请输入问题').waitFor();
    await details.fill(`${question}？`);
    await modal.getByRole('button', { name: '保存' }).click();
    await toast(page, '修改成功，请等待审核').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await row(page, `${question}？`).getByText('审核中').waitFor();
  });

  it('comment management: chooses a work, replies (请输入回复内容 first), likes and unlikes, deletes a comment', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/userysh/commentManage' });
    const article = await publishArticle(baseUrl, page, userId, `茶园春耕随笔${stamp()}`);
    await reviewWork(baseUrl, article.id);
    const fan = await loginCookie(baseUrl, 'xinyangcha', 1);
    for (const message of ['写得真好，想去茶园看看', '这条评论稍后删除'])
      await apiAs(baseUrl, 'submitComment', {
        body: { joinId: article.id, type: '1', message, userId: fan.id },
        cookie: fan.cookie,
      });

    await page.getByText('请在左侧选择作品，查看它的评论').waitFor();
    await page.getByRole('tab', { name: '文章' }).click();
    const work = page.getByRole('button', { name: new RegExp(article.title) });
    await work.click();
    await expect.poll(() => work.getAttribute('aria-pressed')).toBe('true');
    const comment = row(page, '写得真好，想去茶园看看');
    await comment.waitFor();

    await comment.getByRole('button', { name: '回复', exact: true }).click();
    const box = comment.getByRole('textbox', { name: '写下你的回复，和粉丝互动一下吧' });
    await box.waitFor();
    await comment.getByRole('button', { name: '回复', exact: true }).last().click();
    await toast(page, '请输入回复内容').waitFor();
    await box.fill('欢迎春天来茶园做客！');
    await comment.getByRole('button', { name: '回复', exact: true }).last().click();
    await toast(page, '回复成功').waitFor();
    await comment.getByText('欢迎春天来茶园做客！').waitFor();

    const like = comment.getByRole('button', { name: /^赞 0$/ }).first();
    await like.click();
    const liked = comment.getByRole('button', { name: /^已赞 1$/ }).first();
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');
    await liked.click();
    await comment
      .getByRole('button', { name: /^赞 0$/ })
      .first()
      .waitFor();

    const doomed = row(page, '这条评论稍后删除');
    await doomed.getByRole('button', { name: '删除' }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('确定删除这条评论吗？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('这条评论稍后删除').count(), { timeout: 10_000 }).toBe(0);
    await comment.waitFor();
  });

  it('stops a member who is not verified at the real-name gate', async () => {
    const page = await newPage();
    const phone = phoneOf('136', 4);
    await registerMember(baseUrl, phone);
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/userysh/workManage' });
    const dialog = page.getByRole('dialog', { name: '实名认证' });
    await dialog.getByText('您还未实名认证，请先完成实名认证').waitFor();
    expect(await page.getByRole('tab', { name: '文章' }).count()).toBe(0);
  });
});
