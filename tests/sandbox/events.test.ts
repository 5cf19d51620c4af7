// @vitest-environment node
// Festival activities, vouchers and exhibitors, contests and votes, honour hall, experts and their
// consultation, notices (seed 3; seed 2 applications and tickets) as the portal drives them.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewActivity } from '../../sandbox/areas/events/index.js';
import { openDb } from '../../sandbox/db.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginAs, startTestSandbox, type TestSandbox, VISITOR } from './harness.js';
import {
  activityNamed,
  application,
  contestNamed,
  DEMO_ACTIVITY,
  DEMO_CONTEST,
  firstExpert,
  firstHonour,
} from './valid/events.js';

const DAY = 86_400_000;
let s: TestSandbox;
let chayou: string;
let company: string;
// our own data dir, so the test can open the database and act as the operators' review
const dataDir = mkdtempSync(join(tmpdir(), 'tea-events-test-'));
beforeAll(async () => {
  s = await startTestSandbox({ dataDir });
  chayou = (await loginAs(s)).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(async () => {
  await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, unknown> & { id: string };
const page = async (operationId: string, query: Record<string, string | number>) => {
  const { body } = await s.call(operationId, { query });
  return { records: body.page!.records as Row[], total: body.page!.total };
};
const data = async (operationId: string, query: Record<string, string | number> = {}) =>
  (await s.call(operationId, { query })).body.data as Row;
const post = async (operationId: string, body: Record<string, unknown>) => (await s.call(operationId, { body })).body;
const refused = (msg: string) => ({ code: 500, msg });
/** The sandbox's own day, moved by s.advance. */
let offset = 0;
const day = (days = 0) => dayjs(Date.now() + offset + days * DAY).format('YYYY-MM-DD');
const advance = (days: number) => {
  offset += days * DAY;
  s.advance(days * DAY);
};

describe('festival activities', () => {
  it('pages the approved activities for everyone and a member their own applications in every state', async () => {
    const visible = await page('getPcActivityList', { pageNo: 1, pageSize: 6 });
    expect(visible.total).toBeGreaterThan(12);
    expect(visible.records).toHaveLength(6);
    const all = await page('getPcActivityList', { pageSize: 100 });
    expect(all.records.every((a) => a.checkStatus === 2)).toBe(true);
    // asking for pending ones without being their applicant shows none
    expect((await page('getPcActivityList', { checkStatus: 0 })).total).toBe(0);

    const own = await page('getPcActivityList', { enterpriseId: company, pageSize: 100 });
    expect(new Set(own.records.map((a) => a.checkStatus))).toEqual(new Set([0, 1, 2]));
    expect(own.records.find((a) => a.checkStatus === 1)).toHaveProperty('checkRemark');
    expect((await page('getPcActivityList', { enterpriseId: company, checkStatus: 0 })).total).toBe(3);
  });

  it('filters by status (1 signing up, 2 running, 3 ended) and by period', async () => {
    const all = (await page('getPcActivityList', { pageSize: 100 })).records;
    for (const [filter, status] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ]) {
      const { records, total } = await page('getPcActivityList', { status: filter, pageSize: 100 });
      expect(total).toBe(all.filter((a) => a.status === status).length);
      expect(records.every((a) => a.status === status)).toBe(true);
    }
    const running = all.filter((a) => a.status === 3).map((a) => a.id);
    const week = (await page('getPcActivityList', { timeType: 1, pageSize: 100 })).records.map((a) => a.id);
    expect(week).toEqual(expect.arrayContaining(running));
    const threeMonths = (await page('getPcActivityList', { timeType: 3, pageSize: 100 })).records;
    expect(threeMonths.every((a) => String(a.endTime) >= day(-100))).toBe(true);
    expect(threeMonths.length).toBeLessThan(all.length);
  });

  it('counts a view, records browse history and shows the member state on the detail', async () => {
    const { id } = await activityNamed(s, DEMO_ACTIVITY.running);
    const before = await data('getActivityDetail', { id });
    const detail = await data('getActivityDetail', { id, userId: chayou });
    expect(detail).toMatchObject({
      viewsnum: Number(before.viewsnum) + 1,
      status: 3,
      isCollect: 0,
      isReceive: 1,
      clockStatus: 0,
      isSignUp: 0,
    });
    const history = await page('listBrowseRecords', { userId: chayou, pageSize: 5 });
    expect(history.records[0]).toMatchObject({ type: 5, businessId: id });
  });

  it('takes an application for review, lists it once approved, and reviews a change again', async () => {
    const name = `茶园开放日${Date.now()}`;
    const body = application(company, day(3), {
      name,
      signUpStartTime: day(0),
      signUpEndTime: day(1),
      endTime: day(4),
    });
    expect(await post('saveActivity', body)).toEqual({ code: 200, msg: '添加成功' });
    const mine = (
      await page('getPcActivityList', { enterpriseId: company, checkStatus: 0, pageSize: 100 })
    ).records.find((a) => a.name === name)!;
    expect(mine).toMatchObject({
      status: 2,
      dayStartTime: '09:00:00',
      files: [{ path: '/__sandbox/uploads/a1.png' }, { path: '/__sandbox/uploads/a2.png' }],
    });
    expect((await page('getPcActivityList', { pageSize: 100 })).records.some((a) => a.id === mine.id)).toBe(false);

    // the operators' review (no call of the product)
    const db = openDb(dataDir);
    reviewActivity(db, mine.id, true);
    db.close();
    expect((await page('getPcActivityList', { pageSize: 100 })).records.some((a) => a.id === mine.id)).toBe(true);
  });

  it('refuses what the application form would', async () => {
    const body = application(company, day(5));
    expect(await post('saveActivity', { ...body, signUpStartTime: '' })).toEqual(refused('请选择报名时间'));
    expect(
      await post('saveActivity', { ...body, enterpriseIsJoin: 0, signUpStartTime: '', signUpEndTime: '' }),
    ).toMatchObject({ code: 200 });
    expect(await post('saveActivity', { ...body, type: 1, crtHost: ' ' })).toEqual(refused('请输入活动链接'));
    expect(
      await post('saveActivity', { ...body, startTime: day(-2), signUpStartTime: day(-3), signUpEndTime: day(-3) }),
    ).toEqual(refused('日期不能早于昨天'));
    expect(await post('saveActivity', { ...body, endTime: day(4) })).toEqual(refused('活动结束时间不能早于开始时间'));
    expect(await post('saveActivity', { ...body, signUpEndTime: day(6) })).toEqual(
      refused('活动时间不能早于报名截止时间'),
    );
    expect(await post('saveActivity', { ...body, dayEndTime: '08:00' })).toEqual(
      refused('每天结束时间不能早于开始时间'),
    );
    expect(await post('saveActivity', { ...body, enterpriseId: 'nobody' })).toEqual(VISITOR);
  });
});

describe('entry vouchers', () => {
  it('lists the member vouchers in pages', async () => {
    const first = await page('listMyVouchers', { userId: chayou, pageIndex: 1, pageSize: 6 });
    expect(first.total).toBeGreaterThan(12);
    expect(first.records[0]).toHaveProperty('voucherId');
  });

  it('claims once per member and activity, only while the activity signs up', async () => {
    const { id } = await activityNamed(s, DEMO_ACTIVITY.claimable);
    const before = Number((await data('getActivityDetail', { id })).vouchersNum);
    const claim = { businessId: id, userId: company };
    expect(await post('claimVoucher', claim)).toEqual({ code: 200, msg: '领取成功，可在个人中心入场券中查看' });
    expect(await post('claimVoucher', claim)).toEqual(refused('您已领取过该活动的入场券'));
    expect(await data('getActivityDetail', { id, userId: company })).toMatchObject({
      isReceive: 1,
      clockStatus: 0,
      vouchersNum: before + 1,
    });
    expect((await page('listMyVouchers', { userId: company })).records[0]).toMatchObject({ id, clockStatus: 0 });

    const running = await activityNamed(s, DEMO_ACTIVITY.running);
    expect(await post('claimVoucher', { businessId: running.id, userId: company })).toEqual(
      refused('活动已开始，入场券停止领取'),
    );
    const online = await activityNamed(s, '信阳毛尖云上博览会');
    expect(await post('claimVoucher', { businessId: online.id, userId: company })).toEqual(
      refused('该活动不提供电子入场券'),
    );
  });

  it('checks in once, while the activity runs', async () => {
    const running = await activityNamed(s, DEMO_ACTIVITY.running);
    const checkIn = { businessId: running.id, userId: chayou, jingdu: 114.09, weidu: 32.13 };
    expect(await s.call('checkInVoucher', { body: checkIn }).then((r) => r.body)).toEqual({
      code: 200,
      msg: '打卡成功',
    });
    expect(await s.call('checkInVoucher', { body: checkIn }).then((r) => r.body)).toEqual(
      refused('您已打卡，请勿重复打卡'),
    );
    expect(await data('getActivityDetail', { id: running.id, userId: chayou })).toMatchObject({ clockStatus: 1 });

    const upcoming = await activityNamed(s, DEMO_ACTIVITY.claimable);
    expect((await s.call('checkInVoucher', { body: { businessId: upcoming.id, userId: company } })).body).toEqual(
      refused('活动尚未开始，暂不能打卡'),
    );
    expect((await s.call('checkInVoucher', { body: { businessId: upcoming.id, userId: chayou } })).body).toEqual(
      refused('您还没有领取该活动的入场券'),
    );
  });
});

describe('exhibitors', () => {
  it('pages the showroom and takes one sign-up per member while enterprises may sign up', async () => {
    const expo = await activityNamed(s, '信阳毛尖云上博览会');
    const showroom = await page('getActivityEnterpriseList', { activityId: expo.id, pageNo: 1, pageSize: 4 });
    expect(showroom.total).toBeGreaterThan(8);
    expect(showroom.records).toHaveLength(4);

    const open = await activityNamed(s, DEMO_ACTIVITY.exhibitorsWanted);
    const signUp = {
      activityId: open.id,
      memberId: chayou,
      chargeperson: '王小明',
      phone: '13800000001',
      name: '浉河区茶友茶叶店',
      companyPic: '/__sandbox/uploads/l.png',
    };
    expect(await post('activitySignUp', signUp)).toEqual({ code: 200, msg: '报名成功' });
    expect(await post('activitySignUp', signUp)).toEqual(refused('您已报名该活动'));
    expect(
      (await page('getActivityEnterpriseList', { activityId: open.id, pageSize: 10000 })).records.at(-1),
    ).toMatchObject({ name: '浉河区茶友茶叶店', viewsNumber: 0 });
    expect(await data('getActivityDetail', { id: open.id, userId: chayou })).toMatchObject({ isSignUp: 1 });

    const closed = await activityNamed(s, DEMO_ACTIVITY.claimable);
    expect(await post('activitySignUp', { ...signUp, activityId: closed.id })).toEqual(refused('该活动不接受企业报名'));
  });
});

describe('contests and votes', () => {
  it('pages the contests and filters them by status', async () => {
    const first = await page('getContestList', { pageNo: 1, pageSize: 6 });
    expect(first.total).toBeGreaterThan(12);
    const voting = await page('getContestList', { status: 2, pageSize: 100 });
    expect(voting.records.map((c) => c.status)).toEqual(voting.records.map(() => 3));
    const detail = await data('getContestDetail', {
      id: (await contestNamed(s, DEMO_CONTEST.voting)).id,
      userId: chayou,
    });
    expect(detail).toMatchObject({ status: 3, bmStatus: 0, isCollect: 0 });
    expect((await page('listBrowseRecords', { userId: chayou, pageSize: 1 })).records[0]).toMatchObject({
      type: 6,
      businessId: detail.id,
    });
  });

  it('votes once per member and contestant, as a query or as a JSON body', async () => {
    const activityId = (await contestNamed(s, DEMO_CONTEST.voting)).id;
    const list = await page('getContestantList', { activityId, memberId: company, pageNo: 1, pageSize: 8 });
    expect(list.total).toBeGreaterThan(16);
    const [a, b] = list.records;
    expect(a).toMatchObject({ isvote: 0 });
    expect((await s.call('saveVote', { query: { activityId, memberId: company, peopleId: a.id } })).body).toEqual({
      code: 200,
      msg: '投票成功',
    });
    expect((await s.call('saveVote', { query: { activityId, memberId: company, peopleId: a.id } })).body).toEqual(
      refused('您已为该选手投过票，请勿重复投票'),
    );
    expect((await s.call('saveVote', { body: { activityId, memberId: company, peopleId: a.id } })).body).toEqual(
      refused('您已为该选手投过票，请勿重复投票'),
    );
    expect((await s.call('saveVote', { body: { activityId, memberId: company, peopleId: b.id } })).body).toEqual({
      code: 200,
      msg: '投票成功',
    });
    const after = await data('getContestantDetail', { id: a.id, memberId: company });
    expect(after).toMatchObject({ isvote: 1, number: Number(a.number) + 1 });
    expect(await data('getContestDetail', { id: activityId })).toMatchObject({ number: expect.any(Number) });
  });

  it('ranks by 0.4 × votes on a 10 scale and 0.6 × the mean expert score', async () => {
    const activityId = (await contestNamed(s, DEMO_CONTEST.voting)).id;
    const ranking = (await page('getContestRanking', { activityId, pageNo: 1, pageSize: 1000 })).records;
    const most = Math.max(...ranking.map((r) => Number(r.number)));
    for (const r of ranking) {
      const scores = r.expertScores as { score: number }[];
      const expert = scores.reduce((n, e) => n + e.score, 0) / scores.length;
      expect(r.expertScore).toBeCloseTo(expert, 2);
      expect(r.score).toBeCloseTo((0.4 * (10 * Number(r.number))) / most + 0.6 * expert, 2);
    }
    expect(ranking.map((r) => r.rank)).toEqual(ranking.map((_, i) => i + 1));
    expect(ranking.map((r) => r.score)).toEqual([...ranking.map((r) => r.score)].sort((x, y) => Number(y) - Number(x)));
  });

  it('takes one entry per member while signing up, and votes only once voting opens', async () => {
    const contest = await contestNamed(s, DEMO_CONTEST.signingUp);
    const entry = {
      userId: company,
      activityId: contest.id,
      coverPic: '/__sandbox/uploads/c.png',
      name: '毛尖茶业生态茶园',
      contacts: '张丽',
      idcard: '411503197803150021',
      phone: '13800000002',
      details: '<p>平桥区明港镇</p>',
      fileList: [{ path: '/__sandbox/uploads/v.mp4', type: 2 }],
    };
    expect(await post('saveContestant', entry)).toEqual({ code: 200, msg: '报名成功' });
    expect(await post('saveContestant', entry)).toEqual(refused('您已报名该评选'));
    expect(await data('getContestDetail', { id: contest.id, userId: company })).toMatchObject({
      bmStatus: 1,
      status: 2,
    });
    const mine = (await page('getContestantList', { activityId: contest.id, name: '毛尖茶业', pageSize: 8 })).records;
    expect(mine).toMatchObject([{ name: '毛尖茶业生态茶园', number: 0, score: 0, files: entry.fileList }]);
    expect(mine[0]).not.toHaveProperty('idcard');

    expect((await s.call('saveVote', { query: { memberId: chayou, peopleId: mine[0].id } })).body).toEqual(
      refused('投票尚未开始'),
    );
    advance(10);
    expect((await s.call('saveVote', { query: { memberId: chayou, peopleId: mine[0].id } })).body).toEqual({
      code: 200,
      msg: '投票成功',
    });
    expect(await post('saveContestant', { ...entry, userId: chayou })).toEqual(refused('报名已截止'));
  });
});

describe('honour hall', () => {
  it('pages each category, pages the comments and lists the same field', async () => {
    for (const type of [1, 2, 3])
      expect((await page('getHonourList', { type, pageSize: 8 })).total).toBeGreaterThan(16);
    const person = await firstHonour(s);
    const detail = await data('getHonourDetail', { id: person.id, memberId: chayou, pageIndex: 1, pageSize: 10 });
    expect(detail).toMatchObject({ type: 2, skillContent: expect.stringContaining('<p>') });
    expect(Number(detail.contentCount)).toBeGreaterThan(20);
    expect(detail.contentEntityList).toHaveLength(10);
    const same = await page('getHonourSameFieldList', { id: person.id, pageIndex: 1, pageSize: 10 });
    expect(same.total).toBe(17);
    expect(same.records.some((p) => p.id === person.id)).toBe(false);
  });

  it('takes a comment and a reply under it', async () => {
    const person = await firstHonour(s);
    const comment = {
      expertId: person.id,
      memberid: chayou,
      content: '大师的毛尖香气高长',
      contentId: '',
      toMemberId: '',
    };
    expect(await post('saveExpertContent', comment)).toEqual({ code: 200, msg: '评论成功' });
    expect(await post('saveExpertContent', { ...comment, content: '  ' })).toEqual(refused('您还没有输入内容哟!'));
    const top = ((await data('getHonourDetail', { id: person.id, pageSize: 10 })).contentEntityList as Row[])[0];
    expect(top).toMatchObject({
      memberid: chayou,
      content: '大师的毛尖香气高长',
      memberNickName: '茶友小王',
      likeCount: 0,
      isLike: 0,
      contentId: '',
    });
    expect(top).not.toHaveProperty('star');
    await post('saveExpertContent', {
      ...comment,
      memberid: company,
      content: '同感',
      contentId: top.id,
      toMemberId: chayou,
    });
    const thread = ((await data('getHonourDetail', { id: person.id, pageSize: 10 })).contentEntityList as Row[])[0];
    expect(thread.cjfwExpertContentEntityList).toMatchObject([
      { content: '同感', contentId: top.id, toMemberId: chayou, toMemberNickName: '茶友小王' },
    ]);

    // likes are the comment likes of the social calls (type 3)
    await post('doLikes', { joinId: top.id, type: '3', userId: company });
    const liked = (
      (await data('getHonourDetail', { id: person.id, memberId: company, pageSize: 10 })).contentEntityList as Row[]
    )[0];
    expect(liked).toMatchObject({ id: top.id, likeCount: 1, isLike: 1 });
  });
});

describe('experts', () => {
  it('pages and searches the experts, and lists a member favourites', async () => {
    expect((await page('getExpertList', { pageSize: 8 })).total).toBeGreaterThan(16);
    expect((await page('getExpertList', { searchName: '孙国' })).records).toMatchObject([
      { realName: '孙国华', type: 4, typeName: '首席专家' },
    ]);
    // a topic from the header's search finds the experts whose introduction names it
    expect((await page('getExpertList', { searchName: '病虫害' })).records).toMatchObject([{ realName: '陈明远' }]);
    const liked = await page('myLikeExpert', { memberid: chayou, pageIndex: 1, pageSize: 10 });
    expect(liked.total).toBeGreaterThan(20);
    expect((await page('myLikeExpert', { memberid: company })).total).toBe(0);

    // favourites (type 4) and likes (type 5) are the social calls' toggles
    const expert = await firstExpert(s);
    await post('doFavorites', { joinId: expert.id, type: '4', userId: company });
    await post('doLikes', { joinId: expert.id, type: '5', userId: company });
    expect((await page('myLikeExpert', { memberid: company })).records).toMatchObject([
      { id: expert.id, realName: '孙国华' },
    ]);
    const before = await data('getExpertDetail', { id: expert.id });
    expect(await data('getExpertDetail', { id: expert.id, memberId: company })).toMatchObject({
      isLike: 1,
      isFabulous: 1,
      fabulousCount: before.fabulousCount,
    });
    await post('deleteFavorites', { joinId: expert.id, type: '4', userId: company });
    expect((await page('myLikeExpert', { memberid: company })).total).toBe(0);
  });

  it('rates with labels: the detail counts them and the praise rate follows the stars', async () => {
    const expert = await firstExpert(s);
    const before = await data('getExpertDetail', { id: expert.id, memberId: company, pageIndex: 1, pageSize: 3 });
    expect(before.contentEntityList).toHaveLength(3);
    const comment = { expertId: expert.id, memberid: company, content: '回答不够具体', star: 1, label: ['耐心细致'] };
    expect(await post('saveExpertContent', { ...comment, label: [] })).toEqual(refused('请选择评论标签'));
    expect(await post('saveExpertContent', { ...comment, label: ['不存在的标签'] })).toEqual(refused('评论标签不存在'));
    expect(await post('saveExpertContent', comment)).toEqual({ code: 200, msg: '评论成功' });
    const after = await data('getExpertDetail', { id: expert.id, memberId: company, pageSize: 3 });
    expect(after.contentCount).toBe(Number(before.contentCount) + 1);
    expect((after.contentEntityList as Row[])[0]).toMatchObject({
      star: 1,
      label: ['耐心细致'],
      content: '回答不够具体',
    });
    const count = (d: Row) =>
      (d.labels as { name: string; num: number }[]).find((l) => l.name === '耐心细致')?.num ?? 0;
    expect(count(after)).toBe(count(before) + 1);
    expect(Number(after.praiseRate)).toBeLessThan(Number(before.praiseRate));
    expect((await data('getExpertLabelList')) as unknown as Row[]).toHaveLength(8);
  });

  it('keeps the consultation per member and expert and polls what came after the last id', async () => {
    const expert = await firstExpert(s);
    const pair = { memberid: chayou, toMemberId: String(expert.memberId) };
    // the expert's last answer of the demo is unread, then read
    expect(((await data('getConsultingNew', pair)) as unknown as Row[]).map((m) => m.isRead)).toEqual([0]);
    expect(await data('getConsultingNew', pair)).toEqual([]);
    const history = (await data('getConsultingHistory', pair)) as unknown as Row[];
    const lastId = Number(history.at(-1)!.id);
    expect(history.every((m) => m.isRead === 1)).toBe(true);

    const sent = await post('sendConsulting', { ...pair, content: 2, memberContent: '秋季茶园施什么肥？' });
    expect(sent).toMatchObject({
      code: 200,
      data: { memberid: chayou, content: 2, memberContent: '秋季茶园施什么肥？', memberNickName: '茶友小王' },
    });
    const fresh = (await data('getConsultingNew', { ...pair, lastId })) as unknown as Row[];
    // the first question of the day gets the expert's acknowledgement
    expect(fresh.map((m) => m.memberid)).toEqual([chayou, expert.memberId]);
    expect(fresh[1]).toMatchObject({ memberNickName: '孙国华', content: 2 });
    await post('sendConsulting', { ...pair, content: 1, memberContent: '/__sandbox/uploads/leaf.PNG' });
    expect(
      ((await data('getConsultingNew', { ...pair, lastId: Number(fresh[1].id) })) as unknown as Row[]).map(
        (m) => m.content,
      ),
    ).toEqual([1]);

    expect(await post('sendConsulting', { ...pair, content: 2, memberContent: ' ' })).toEqual(
      refused('请输入要发送的消息'),
    );
    expect(await post('sendConsulting', { ...pair, content: 1, memberContent: '/__sandbox/uploads/a.txt' })).toEqual(
      refused('请上传图片正确格式'),
    );
    expect(
      (await data('getConsultingHistory', {
        memberid: company,
        toMemberId: String(expert.memberId),
      })) as unknown as Row[],
    ).toEqual([]);
    expect(Number((await data('getExpertDetail', { id: expert.id })).returnCount)).toBeGreaterThan(
      Number(expert.returnCount),
    );
  });
});

describe('notices', () => {
  it('answers data and total, newest first, and a detail', async () => {
    const { body } = await s.call('getNoticeList', { query: { pageIndex: 3, pageSize: 10 } });
    expect(body.total).toBeGreaterThan(20);
    expect(body.data).toHaveLength(Number(body.total) - 20);
    const first = (await s.call('getNoticeList', { query: { pageSize: 2 } })).body.data as Row[];
    expect(String(first[0].crtTime) > String(first[1].crtTime)).toBe(true);
    expect(await data('getNoticeDetail', { id: first[0].id })).toMatchObject({
      title: first[0].title,
      content: expect.stringContaining('<p>'),
    });
  });
});
