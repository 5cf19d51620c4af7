import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedHeaders, spec } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, registerMember, sessionCookie } from './members';
import { smsCode } from './sandbox-peek';

// The personal centre's lists and tools (issue 13, seed 2 §2.2), YAML pages driven in Chromium as a member.
const { newPage, url, baseUrl } = useBrowser();

interface Paged<T> {
  records: T[];
  total: number;
}

/**
 * An operation's whole answer (page.records / data), with signed headers as the portal sends them — as the
 * member logged in on `as` (their session cookie), for the calls that are a member's own.
 */
async function answer<T = unknown>(
  operationId: string,
  query: Record<string, string>,
  as?: Page,
): Promise<{ page?: Paged<T>; data?: T }> {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const cookie = as ? await sessionCookie(as) : '';
  const res = await fetch(`${baseUrl}${op.path}?${new URLSearchParams(query)}`, {
    method: op.method.toUpperCase(),
    headers: { ...signedHeaders(Date.now()), ...(cookie && { cookie }) },
  });
  const body = (await res.json()) as { code: number; msg?: string; page?: Paged<T>; data?: T };
  if (body.code !== 200) throw new Error(`${operationId}: ${body.msg}`);
  return body;
}

const pager = (page: Page) => page.getByRole('navigation', { name: /分页$/ });
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** A fresh individual member, logged in on `page`; answers the id. */
async function freshMember(page: Page, n: number, redirect: string): Promise<{ id: string; phone: string }> {
  const phone = phoneOf('137', n);
  await registerMember(baseUrl, phone, { realName: '茶友新叶' });
  const id = await logIn(page, url, phone, { password: 'Green2024', redirect });
  return { id, phone };
}

describe('the personal centre', () => {
  it('我的积分: current points and the records, 6 a page, with the type label and +score', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/user/myJifen' });
    const member = (await answer<{ integral: number }>('getMemberDetail', { userId }, page)).data!;
    const stat = page.getByRole('definition').filter({ hasText: /^\d+$/ }).first();
    await expect.poll(() => stat.textContent(), { timeout: 10_000 }).toBe(String(member.integral));
    await page.getByText('当前积分').waitFor();
    const list = page.getByRole('list', { name: '积分记录' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(6);
    const records = (
      await answer<{ type: number; score: number; createTime: string }>(
        'listScoreRecords',
        { userId, pageIndex: '2', pageSize: '6' },
        page,
      )
    ).page!;
    expect(records.total).toBeGreaterThan(6);
    // the first row shows a label of seed 2 §3 and +score
    await expect
      .poll(() => list.getByRole('article').first().textContent())
      .toMatch(
        /^(新手欢迎奖励|设置头像|设置昵称|完善个人信息|每日登录|每日签到任务|邀请好友|发布职位|发布交易信息|发布视频|浏览视频|茶技咨询|浏览资讯|发布头条|填写评论|连续签到奖励)\+\d+/,
      );
    await pager(page).getByRole('button', { name: '前往第2页' }).click();
    await page.waitForURL(/[?&]page=2/);
    const labels = [
      '',
      '新手欢迎奖励',
      '设置头像',
      '设置昵称',
      '完善个人信息',
      '每日登录',
      '每日签到任务',
      '邀请好友',
      '发布职位',
      '发布交易信息',
      '发布视频',
      '浏览视频',
      '茶技咨询',
      '浏览资讯',
      '发布头条',
      '填写评论',
      '连续签到奖励',
    ];
    const first = records.records[0];
    await expect
      .poll(() => list.getByRole('article').first().textContent(), { timeout: 10_000 })
      .toBe(`${labels[first.type]}+${first.score}${first.createTime}`);
  });

  it('我的评论: a comment title opens its target by comment type', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/user/myevaluate' });
    const comments = (
      await answer<{ type: number; joinId: string; title: string; remark: string; crt_time: string; message: string }>(
        'findCommentListByUserId',
        { userId, pageIndex: '1', pageSize: '100' },
        page,
      )
    ).page!;
    const list = page.getByRole('list', { name: '我的评论' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(Math.min(8, comments.total));
    const target = (c: { type: number; joinId: string; remark: string }): string | null => {
      switch (c.type) {
        case 1:
          return `/leadNews/leaddetail?id=${c.joinId}`;
        case 2:
          return `/leadNews/leaddetail?id=${c.joinId}&type=2`;
        case 3:
        case 9:
          return `/leadNews/twdetail?id=${c.joinId}`;
        case 5:
          return c.remark === '茶文化节' ? `/chaCulture/hddetail?id=${c.joinId}` : `/pbSelection/detail?id=${c.joinId}`;
        case 7:
          return `/leadNews/xuexiDetail?id=${c.joinId}&type=2`;
        case 8:
          return `/honorHall/detail?id=${c.joinId}`;
        // the portal's other comment threads (decisions: my comments on contests, contestants and tea instruments)
        case 4:
          return `/pbSelection/detail?id=${c.joinId}`;
        case 6:
          return `/pbSelection/toupiaoDetail?id=${c.joinId}`;
        case 10:
          return `/leadNews/xyChaqiD?id=${c.joinId}`;
        default:
          return null;
      }
    };
    const seen = new Set<number>();
    for (const [k, comment] of comments.records.entries()) {
      const expected = target(comment);
      if (!expected || seen.has(comment.type)) continue;
      seen.add(comment.type);
      // 8 a page: the comment's page, then its row's title
      const pageNo = Math.floor(k / 8) + 1;
      await page.goto(url(pageNo > 1 ? `/user/myevaluate?page=${pageNo}` : '/user/myevaluate'));
      const row = list.getByRole('listitem').nth(k % 8);
      await expect
        .poll(() => row.getByRole('article').getAttribute('aria-label'), { timeout: 10_000 })
        .toBe(comment.title);
      // seed 2 §2.2: the target's title, the remark, the time and the message
      const text = await row.innerText();
      for (const part of [comment.remark, comment.crt_time, comment.message]) expect(text).toContain(part);
      await row.getByRole('link').click();
      await page.waitForURL((u) => decodeURIComponent(u.hash) === `#${expected}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('浏览记录: what the member just opened, under today; 清空记录 asks 清空确认 and empties it', async () => {
    const page = await newPage();
    const member = await freshMember(page, 1, '/user');
    const jobs = (
      await answer<{ id: string; title: string }>('listJobs', { status: '1', pageIndex: '1', pageSize: '1' })
    ).page!;
    const job = jobs.records[0];
    await page.goto(url(`/ysService/detail?id=${job.id}`));
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    // the article detail is not open in this portal yet: its call, as the detail page makes it
    const articles = (
      await answer<{ id: string; title: string; type: number }>('findToutiaoByCondition', {
        type: '1',
        authState: '1',
        pageIndex: '1',
        pageSize: '1',
      })
    ).page!;
    const article = articles.records[0];
    await answer('findArticleById', { articleId: article.id, userId: member.id }, page);

    await page.goto(url('/user/browseHistory'));
    const history = (
      await answer<{ browseDate: string }>(
        'listBrowseRecords',
        { userId: member.id, pageIndex: '1', pageSize: '10' },
        page,
      )
    ).page!;
    expect(history.total).toBe(2);
    const today = page.getByRole('region', { name: history.records[0].browseDate });
    await today.getByRole('article', { name: job.title }).waitFor();
    await today.getByRole('article', { name: article.title }).waitFor();
    await today.getByText('职位', { exact: true }).waitFor();
    await today.getByText('文章', { exact: true }).waitFor();

    await page.getByRole('button', { name: '清空记录' }).click();
    const confirm = page.getByRole('dialog', { name: '清空确认' });
    await confirm.getByText(/无法恢复/).waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '清除成功').waitFor();
    await page.getByText('暂无记录').waitFor();
  });

  it('邀请好友 and 任务中心: claim the invite task, copy the link, register through it; the count grows and the task is done', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    const inviter = await freshMember(page, 2, '/user/task');
    const daily = page.getByRole('list', { name: '日常任务' });
    const invite = daily.getByRole('listitem').filter({ has: page.getByRole('article', { name: '邀请好友' }) });
    // a task without a target
    const login = daily.getByRole('listitem').filter({ has: page.getByRole('article', { name: '每日登录' }) });
    await login.getByRole('button', { name: '领取' }).click();
    await toast(page, '暂未开放').waitFor();
    expect(hashOf(page)).toBe('#/user/task');
    await invite.getByRole('button', { name: '领取' }).click();
    await page.waitForURL((u) => u.hash === '#/user/inviteFriend');
    await page.getByText('已邀请').waitFor();
    await page.getByText('0 人').waitFor();
    await page.getByText('暂无记录').waitFor();
    await page.getByRole('button', { name: '复制邀请链接' }).click();
    await toast(page, '复制成功，快去邀请好友吧').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(url(`/grReg?invitationId=${inviter.id}`));

    const friend = await newPage();
    const phone = phoneOf('136', 3);
    await friend.goto(link);
    await friend.getByLabel(field('真实姓名')).fill('钱茶友');
    await friend.getByLabel(field('身份证号')).fill(`4115021991${phone.slice(-8)}`);
    await friend.getByLabel(field('手机号')).fill(phone);
    await friend.getByRole('button', { name: '获取验证码' }).click();
    await friend.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await friend.getByLabel(field('验证码')).fill(await smsCode(baseUrl, phone));
    await friend.getByLabel(field('密码')).fill('Green2026');
    await friend.getByLabel(field('确认密码')).fill('Green2026');
    await friend.getByRole('checkbox').check();
    await friend.getByRole('button', { name: '立即注册' }).click();
    await friend.waitForURL(/#\/login/);

    await page.reload();
    await page.getByText('1 人').waitFor();
    await page
      .getByRole('list', { name: '邀请记录' })
      .getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
      .waitFor();
    await page.goto(url('/user/task'));
    await page.reload();
    await invite.getByRole('button', { name: '已完成' }).waitFor();
    expect(await invite.getByRole('button', { name: '已完成' }).isDisabled()).toBe(true);
  });

  it('我的门票: ongoing and ended tickets, 6 a page, open the ticket detail', async () => {
    const page = await newPage();
    const userId = await logIn(page, url, 'chayou', { redirect: '/user/myTicket?type=1' });
    const ongoing = (
      await answer<{ id: string; name: string }>(
        'listMyVouchers',
        { userId, type: '1', pageIndex: '1', pageSize: '6' },
        page,
      )
    ).page!;
    const list = page.getByRole('list', { name: '我的门票' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(ongoing.records.length);
    await list.getByRole('article', { name: ongoing.records[0].name }).click();
    await page.waitForURL((u) => u.hash === `#/user/myTicketXQ?id=${ongoing.records[0].id}`);
    await page.getByRole('button', { name: /^(打卡|已打卡)$/ }).waitFor();
    const ended = (
      await answer<{ name: string }>('listMyVouchers', { userId, type: '2', pageIndex: '1', pageSize: '6' }, page)
    ).page!;
    await page.goto(url('/user/myTicket?type=2'));
    if (ended.total) await list.getByRole('article', { name: ended.records[0].name }).waitFor();
    else await page.getByText('暂无数据').waitFor();
  });

  it('我的采购: modify an offer in 我的报价; the buyer’s bidders list shows the new price', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/myProcure?tab=3' });
    const list = page.getByRole('list', { name: '我的报价' });
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: '修改报价' }) })
      .first();
    await row.waitFor();
    await row.getByRole('button', { name: '修改报价' }).click();
    const dialog = page.getByRole('dialog', { name: '报价信息' });
    const business = await dialog.getByLabel(field('报价商家')).inputValue();
    expect(business).not.toBe('');
    const price = `${1000 + (Date.now() % 9000)}.25`;
    await dialog.getByLabel(field('报价金额（元）')).fill(price);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    const shown = `${Number(price).toFixed(2)}元`;
    await list.getByText(shown).waitFor();

    // the request this offer answers: its bidders list (查看求购详情 → the request's id)
    const changed = list.getByRole('listitem').filter({ hasText: shown });
    await changed.getByRole('button', { name: '查看求购详情' }).click();
    await page.waitForURL(/myProcureXQ\?id=.+&type=2/);
    const wantBuyId = new URLSearchParams(hashOf(page).split('?')[1]).get('id')!;
    // the read-only view: neither delete nor modify
    await page.getByRole('term').filter({ hasText: '报价截止' }).waitFor();
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
    const request = (await answer<{ memberId: string }>('getWantBuy', { id: wantBuyId })).data!;
    expect(request.memberId).toBeTruthy();
    await page.goto(url(`/user/myProcuresj?id=${wantBuyId}`));
    const bidder = page.getByRole('article', { name: business }).filter({ hasText: shown }).first();
    await bidder.waitFor();
    // seed 2 §2.2: business, offer price, contact person and phone — the offer as the bidder sent it
    type Offer = { business: string; offerPrice: number; people: string; phone: string };
    const bidders = await answer<Offer>('listBidders', { wantBuyId, pageIndex: '1', pageSize: '100' }, page);
    const offers = (Array.isArray(bidders.data) ? bidders.data : bidders.page!.records) as Offer[];
    const offer = offers.find((o) => o.business === business && Number(o.offerPrice) === Number(price))!;
    expect(offer).toBeDefined();
    const text = await bidder.innerText();
    expect(text).toContain(`联系人：${offer.people}`);
    expect(text).toContain(`联系电话：${offer.phone}`);
  });

  it('茶文化节管理: the application form checks in the documented order; an application is 待审核, and once approved it opens the activity', async () => {
    const page = await newPage();
    const member = await freshMember(page, 4, '/user/cultureManage');
    await page.getByRole('tab', { name: '申请活动', selected: true }).waitFor();
    await page.getByRole('button', { name: '提交申请' }).click();
    // the first message of seed 2 §5's order
    await page.getByText('请上传封面图').first().waitFor();

    // an application as the form sends it (uploads stand in as stored paths)
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const name = `毛尖品鉴会${Date.now() % 10000}`;
    const op = spec.operations.find((o) => o.operationId === 'saveActivity')!;
    const res = await fetch(`${baseUrl}${op.path}`, {
      method: 'POST',
      headers: { ...signedHeaders(Date.now()), 'content-type': 'application/json', cookie: await sessionCookie(page) },
      body: JSON.stringify({
        enterpriseId: member.id,
        coverPic: '/img/cover.png',
        uploadFiles: ['/img/a.png'],
        videos: ['/video/a.mp4'],
        sponsor: '信阳茶叶协会',
        name,
        enterpriseIsJoin: 0,
        signUpStartTime: '',
        signUpEndTime: '',
        startTime: day(5),
        endTime: day(6),
        type: 2,
        dayStartTime: '09:00:00',
        dayEndTime: '17:00:00',
        number: 100,
        address: '河南省信阳市浉河区茶文化广场',
        crtHost: '',
        details: '<p>春茶品鉴</p>',
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);

    await page.getByRole('tab', { name: '活动状态' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('article', { name }) });
    await row.getByText('待审核').waitFor();
    // not approved: a read-only detail here
    await row.getByRole('link').click();
    await page.waitForURL(/cultureManage\?id=/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('待审核').waitFor();
    const id = new URLSearchParams(hashOf(page).split('?')[1]).get('id')!;
    const review = await fetch(`${baseUrl}/__sandbox/review/activity?id=${id}&approve=1`, { method: 'POST' });
    expect(((await review.json()) as { data: { checkStatus: number } }).data.checkStatus).toBe(2);

    await page.getByRole('button', { name: '返回列表' }).click();
    await page.reload();
    await row.getByText('已通过').waitFor();
    await row.getByRole('link').click();
    await page.waitForURL((u) => u.hash === `#/chaCulture/hddetail?id=${id}`);
  });

  it('我的发布: add a sub-member (each documented message), delete it; delist and relist an own job, the public list follows', async () => {
    const page = await newPage();
    await logIn(page, url, 'xinyangcha', { legal: true, redirect: '/user/zgzgMypub' });
    await page.getByRole('button', { name: '添加下级' }).click();
    const dialog = page.getByRole('dialog', { name: '添加下级' });
    // seed 2 §5: each message when its field is left, none before
    expect(await dialog.getByText('姓名不能为空').count()).toBe(0);
    await dialog.getByLabel(field('姓名')).focus();
    await dialog.getByLabel(field('手机号')).focus();
    await dialog.getByText('姓名不能为空').waitFor();
    expect(await dialog.getByText('手机号不能为空').count()).toBe(0);
    await dialog.getByRole('radio', { name: '村长' }).focus();
    await dialog.getByText('手机号不能为空').waitFor();
    await dialog.getByLabel(field('所在村')).focus();
    await dialog.getByText('请选择身份').waitFor();
    await dialog.getByLabel(field('姓名')).focus();
    await dialog.getByText('请输入所在村名称').waitFor();
    // the village-head choice shows for a group head, the group-head one for a tea farmer too
    expect(await dialog.getByLabel(/^所属村长/).count()).toBe(0);
    await dialog.getByRole('radio', { name: '组长' }).check();
    await dialog
      .getByLabel(/^所属村长/)
      .first()
      .waitFor();
    expect(await dialog.getByLabel(/^所属组长/).count()).toBe(0);
    await dialog.getByRole('radio', { name: '茶农' }).check();
    await dialog
      .getByLabel(/^所属组长/)
      .first()
      .waitFor();
    const name = `钱村长${Date.now() % 1000}`;
    await dialog.getByLabel(field('姓名')).fill(name);
    await dialog.getByLabel(field('手机号')).fill(phoneOf('135', 5));
    await dialog.getByRole('radio', { name: '村长' }).check();
    await dialog.getByLabel(field('所在村')).fill('龙潭村');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '村长' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('article', { name }) });
    await row.getByText('龙潭村').waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除' });
    await confirm.getByText('确定要删除吗？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功!').waitFor();
    await page.getByRole('article', { name }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '本人' }).click();
    const jobs = page.getByRole('list', { name: '本人' });
    const job = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: '下架' }) })
      .first();
    const title = (await job.getByRole('article').getAttribute('aria-label'))!;
    const listed = async () => {
      // every page of the public (listed) jobs
      for (let n = 1; ; n += 1) {
        const open = (
          await answer<{ title: string }>('listJobs', { status: '1', pageIndex: String(n), pageSize: '100' })
        ).page!;
        if (open.records.some((j) => j.title === title)) return true;
        if (n * 100 >= open.total) return false;
      }
    };
    expect(await listed()).toBe(true);
    await job.getByRole('button', { name: '下架' }).click();
    const same = jobs.getByRole('listitem').filter({ has: page.getByRole('article', { name: title }) });
    await same.getByRole('button', { name: '上架' }).waitFor();
    await expect.poll(listed).toBe(false);
    await same.getByRole('button', { name: '上架' }).click();
    await same.getByRole('button', { name: '下架' }).waitFor();
    await expect.poll(listed).toBe(true);

    // unlisted again: its publisher still opens its detail; another member finds no such job
    await same.getByRole('button', { name: '下架' }).click();
    await same.getByRole('button', { name: '上架' }).waitFor();
    await same.getByRole('button', { name: '查看' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    const other = await newPage();
    await logIn(other, url, 'chayou', { redirect: '/user' });
    await other.goto(page.url());
    await other.getByText('职位不存在').first().waitFor();
    expect(await other.getByRole('heading', { name: title }).count()).toBe(0);
  });
});
