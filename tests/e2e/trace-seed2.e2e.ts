import { describe, expect, it } from 'vitest';
import { toast, useBrowser } from './browser';
import { valid as wantBuy } from '../forms/cases/publish-want-buy';
import { apiAs, logIn, loginCookie, phoneOf, png, registerMember } from './members';

// Seed 2 behaviours the seed trace (tests/trace/seed-2.tsv) found working but shown by no other test:
// where a favourite and a browse-history entry lead (§2.2), the image delete confirm (§5, §8), the video
// form's tips (§2.3) and the data pages' figures and note (§2.3).
const { newPage, url, baseUrl } = useBrowser();

describe('personal centre (seed 2 §2.2)', () => {
  it('a new member’s empty lists say 暂无消息, 暂无记录, 暂无访客 and 暂无数据', async () => {
    const phone = phoneOf('133', 8);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await logIn(page, url, phone, { password: 'Green2024', redirect: '/user/noticeCenter' });
    await page.getByRole('main').getByText('暂无消息', { exact: true }).waitFor();
    await page.goto(url('/user/myJifen'));
    await page.getByRole('main').getByText('暂无记录', { exact: true }).waitFor();
    await page.goto(url('/user'));
    await page.getByRole('region', { name: '最近访客' }).getByText('暂无访客', { exact: true }).waitFor();
    await page.goto(url('/user/myevaluate'));
    await page.getByRole('main').getByText('暂无数据', { exact: true }).filter({ visible: true }).first().waitFor();
  });

  it('我的收藏: an item of each tab opens its detail (job, article, question, activity by tag, expert)', async () => {
    const page = await newPage();
    const me = await logIn(page, url, 'chayou', { redirect: '/user/mySC' });
    // a festival activity among the favourites (the demo member has none)
    const { cookie } = await loginCookie(baseUrl, 'chayou', 0);
    const activities = (await apiAs(baseUrl, 'getPcActivityList', {
      query: { pageNo: '1', pageSize: '1', checkStatus: '2' },
      cookie,
    })) as { records: { id: string }[] };
    await apiAs(baseUrl, 'doFavorites', {
      body: { joinId: activities.records[0].id, type: '7', userId: me },
      cookie,
    }).catch(() => undefined); // a favourite already: refused
    const targets: Record<string, RegExp> = {
      职位: /^#\/ysService\/detail\?id=[^&]+$/,
      文章: /^#\/leadNews\/leaddetail\?id=[^&]+$/,
      问答: /^#\/leadNews\/twdetail\?id=[^&]+$/,
      活动: /^#\/(pbSelection\/detail|chaCulture\/hddetail)\?id=[^&]+$/,
      专家: /^#\/chajiService\/chajiDetail\?id=[^&]+$/,
    };
    for (const [tab, target] of Object.entries(targets)) {
      await page.goto(url('/user/mySC'));
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      const rows = page.getByRole('list', { name: '我的收藏' }).getByRole('listitem');
      const first = rows.first();
      await first.waitFor({ timeout: 10_000 });
      expect(await rows.count()).toBeLessThanOrEqual(10);
      await first.getByRole('link').first().click();
      await page.waitForURL((u) => target.test(decodeURIComponent(u.hash)));
    }
  });

  it('浏览记录: a job opened elsewhere opens its detail again; a purchase request offers 去报价 to its detail', async () => {
    const page = await newPage();
    // a fresh member, so the history holds just these two
    const { cookie, id: me } = await loginCookie(baseUrl, 'yunshang', 0);
    await logIn(page, url, 'yunshang', { redirect: '/bigDeal' });
    const jobs = (await apiAs(baseUrl, 'listJobs', {
      query: { status: '1', pageIndex: '1', pageSize: '1' },
      cookie,
    })) as { records: { id: string; title: string }[] };
    const job = jobs.records[0];
    await page.goto(url(`/ysService/detail?id=${job.id}`));
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    const wants = (await apiAs(baseUrl, 'listWantBuys', { query: { pageIndex: '1', pageSize: '10' }, cookie })) as {
      id: string;
      memberId: string;
      goodName: string;
    }[];
    const want = wants.find((w) => w.memberId !== me)!;
    await page.goto(url(`/bigDeal/cgdetail?id=${want.id}`));
    await page.getByRole('heading', { name: want.goodName, level: 1 }).waitFor();

    await page.goto(url('/user/browseHistory'));
    const request = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: want.goodName }) })
      .first();
    await request.getByText('求购', { exact: true }).waitFor();
    await request.getByRole('button', { name: '去报价' }).click();
    await page.waitForURL((u) => decodeURIComponent(u.hash) === `#/bigDeal/cgdetail?id=${want.id}`);
    await page.goBack();
    const opened = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: job.title }) })
      .first();
    await opened.getByText('职位', { exact: true }).waitFor();
    await opened.getByRole('link').first().click();
    await page.waitForURL((u) => decodeURIComponent(u.hash) === `#/ysService/detail?id=${job.id}`);
  });

  it('我的发布: 发布职位 opens the job form, and an own job’s 查看 its detail', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/zgzgMypub' });
    const job = page.getByRole('list', { name: '本人' }).getByRole('listitem').first();
    await job.getByRole('button', { name: '查看' }).click();
    await page.waitForURL((u) => /^#\/ysService\/detail\?id=[^&]+$/.test(decodeURIComponent(u.hash)));
    await page.goBack();
    await page.getByRole('button', { name: '发布职位' }).click();
    await page.waitForURL((u) => u.hash === '#/ysService/pubjob');
  });

  it('我的采购: the owner view (type=1) has 修改 and 删除, 查看报价商家 lists the bidders, and 删除 goes back a page, where the request is gone', async () => {
    const page = await newPage();
    const me = await logIn(page, url, 'chayou', { redirect: '/user/myProcure' });
    const { cookie } = await loginCookie(baseUrl, 'chayou', 0);
    const goodName = `信阳红·工夫红茶${Date.now() % 100000}`;
    await apiAs(baseUrl, 'releaseWantBuy', { body: { ...wantBuy, goodName, memberId: me }, cookie });
    await page.reload();
    const row = page
      .getByRole('list', { name: '我的采购' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: goodName }) });
    await row.getByRole('button', { name: '查看报价商家' }).click();
    await page.waitForURL(/#\/user\/myProcuresj\?id=/);
    await page.goBack();
    await row.getByRole('button', { name: '查看求购详情' }).click();
    await page.waitForURL(/#\/user\/myProcureXQ\?id=.+&type=1$/);
    await page.getByRole('button', { name: '修改' }).waitFor();
    await page.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除' });
    await confirm.getByText('确定要删除吗？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功!').waitFor();
    await page.waitForURL((u) => u.hash === '#/user/myProcure');
    // the kept-alive list asks again on the way back, without a reload
    await page.getByRole('list', { name: '我的采购' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => page.getByRole('article', { name: goodName }).count(), { timeout: 10_000 }).toBe(0);
  });
});

describe('home page (seed 2 §2.4)', () => {
  it('each block links its list and its items to the documented routes; 我有货 items open the supply detail', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/' });
    await page.getByRole('region', { name: '推荐云尚号' }).first().waitFor();
    await page.mouse.wheel(0, 5000);
    const hrefs = async (region: string) => {
      const block = page.getByRole('region', { name: region, exact: true }).first();
      await block.locator('a[href]').first().waitFor();
      return new Set(
        await block
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace(/\?.*/, ''))),
      );
    };
    const expected: Record<string, string[]> = {
      茶文化节: ['#/chaCulture', '#/chaCulture/hddetail'],
      供需大厅: ['#/bigDeal', '#/bigDeal/cgdetail'],
      云赏头条: ['#/leadNews', '#/leadNews/leaddetail'],
      茶园用工: ['#/ysService', '#/ysService/detail'],
      荣誉殿堂: ['#/honorHall'],
      公告: ['#/moreNoticewz', '#/ggDetail'],
      推荐云尚号: ['#/leadNews/yshIndex'],
      更多频道: ['#/flowerMarket', '#/allclass', '#/salesList', '#/teaHonor', '#/leadNews/learnPX'],
    };
    for (const [region, targets] of Object.entries(expected)) {
      await expect
        .poll(async () => [...(await hrefs(region))], { message: region, timeout: 10_000 })
        .toEqual(expect.arrayContaining(targets));
    }
    await page.getByRole('tab', { name: '我有货' }).click();
    await expect.poll(async () => (await hrefs('供需大厅')).has('#/bigDeal/prodetail')).toBe(true);
    await page.getByRole('button', { name: '新手指南' }).click();
    await page.waitForURL(/#\/newGuide/);
  });
});

describe('home page shortcuts (seed 2 §2.4)', () => {
  it('信用卡 and 商城 open their single-sign-on addresses (types 2 and 1) outside the portal', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/' });
    // the addresses lie outside this closed network: the new tab's request shows where it went
    const outside: string[] = [];
    await page.context().route(/^https:\/\//, (route) => {
      outside.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>outside</p>' });
    });
    for (const [shortcut, type] of [
      ['信用卡', '2'],
      ['商城', '1'],
    ] as const) {
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/srsw/toSrswUrl') && new URL(r.url()).searchParams.get('type') === type,
      );
      await page.getByRole('main').getByRole('button', { name: shortcut, exact: true }).click();
      const target = ((await (await answered).json()) as { data: string }).data;
      await expect.poll(() => outside).toContain(target);
    }
  });
});

describe('route spellings (seed 2 §2.1, §2.6)', () => {
  it('/user/ opens the user home and /yshRZ the creator verification, as /user and /yshRz do', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/' });
    await page.getByRole('region', { name: '个人资料' }).waitFor();
    await page.goto(url('/yshRZ'));
    await expect.poll(() => page.title()).toMatch(/^创作者认证 - /);
    await page.getByRole('list').filter({ hasText: '选择认证类型' }).or(page.getByLabel('认证信息')).first().waitFor();
  });
});

describe('forms (seed 2 §5, §8)', () => {
  it('deleting an uploaded image asks 确定要删除这张图片吗？; dismissed it says 已取消删除 and keeps it, accepted it removes it with 图片删除成功', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/pubAsk' });
    await page.getByRole('button', { name: '提问' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: png(64, 64, [90, 150, 90]) });
    const remove = dialog.getByRole('button', { name: '删除图片' });
    await remove.waitFor();
    const asked: string[] = [];
    page.once('dialog', (d) => (asked.push(d.message()), void d.dismiss()));
    await remove.click();
    await toast(page, '已取消删除').waitFor();
    expect(asked).toEqual(['确定要删除这张图片吗？']);
    expect(await remove.count()).toBe(1);
    page.once('dialog', (d) => void d.accept());
    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await toast(page, '图片删除成功').waitFor();
  });
});

describe('festival application (seed 2 §5)', () => {
  it('活动图片 takes six pictures, then its upload button is gone (it starts empty, no broken entry)', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/cultureManage' });
    await page.getByRole('button', { name: '提交申请' }).waitFor();
    const picture = (n: number) => ({
      name: `展${n}.png`,
      mimeType: 'image/png',
      buffer: png(32, 32, [60 + n * 20, 140, 90]),
    });
    // no empty entry to begin with (no broken picture to delete first)
    const pictures = page.getByLabel('活动图片（最多6张）');
    await page.locator('#root_uploadFiles').waitFor({ state: 'attached' });
    expect(await pictures.getByRole('button', { name: '删除图片' }).count()).toBe(0);
    expect(await pictures.locator('img').count()).toBe(0);
    await page.locator('#root_uploadFiles').setInputFiles([1, 2, 3, 4, 5, 6].map(picture));
    await expect.poll(() => pictures.locator('img[src]').count()).toBe(6);
    await page.locator('#root_uploadFiles').waitFor({ state: 'detached' });
  });
});

describe('creator centre (seed 2 §2.3)', () => {
  it('发布视频: 横屏 / 竖屏, and the tips 16:9、18:9、21:9, at least 1920x1080, up to 32G', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/pubVideo' });
    await page.getByRole('radio', { name: '横屏' }).waitFor();
    await page.getByRole('radio', { name: '竖屏' }).waitFor();
    await page.getByText('推荐 16:9、18:9、21:9 横屏比例，分辨率不低于 1920x1080，大小不超过 32G').waitFor();
  });

  it('work management: 5 a page, a rejected work shows 驳回原因, and an article opens its detail', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/workManage?authState=2' });
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    await rows
      .first()
      .getByText(/驳回原因/)
      .waitFor();
    await page.goto(url('/userysh/workManage?authState=1'));
    await rows.first().waitFor();
    await rows.first().getByRole('link').first().click();
    await page.waitForURL((u) => /^#\/leadNews\/leaddetail\?id=[^&]+$/.test(decodeURIComponent(u.hash)));
  });

  it('comment management: a work without comments says 暂无评论', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/commentManage' });
    const quiet = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /评论 0\b/ })
      .first();
    await quiet.getByRole('link').or(quiet.getByRole('button')).first().click();
    await page.getByText('暂无评论').waitFor();
  });

  it('data pages: work data sums 阅读量, 粉丝阅读量, 点赞量 and 评论量; neither says the 14:00 note, the figures being live', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/userysh/opusData' });
    for (const figure of ['阅读量', '粉丝阅读量', '点赞量', '评论量'])
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${figure}$`) })
        .waitFor();
    expect(await page.getByText('数据每日14:00前更新前一日数据').count()).toBe(0);
    await page.goto(url('/userysh/etcData'));
    await page
      .getByRole('term')
      .filter({ hasText: /^总粉丝数$/ })
      .waitFor();
    expect(await page.getByText('数据每日14:00前更新前一日数据').count()).toBe(0);
  });
});
