// @vitest-environment node
// The personal centre, user home, home page and search (seed 2) as the portal drives them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, loginAs, personalRegistration, startTestSandbox, VISITOR, type TestSandbox } from './harness.js';

let s: TestSandbox;
let chayou: string;
let company: string;
beforeAll(async () => {
  s = await startTestSandbox();
  chayou = (await loginAs(s)).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(() => s.close());

type Rows = Record<string, unknown>[];
const page = async (operationId: string, query: Record<string, string | number>) => {
  const { body } = await s.call(operationId, { query });
  return { records: body.page!.records as Rows, total: body.page!.total };
};
const data = async (operationId: string, query: Record<string, string | number> = {}) =>
  (await s.call(operationId, { query })).body.data as Record<string, unknown>;
const refused = (msg: string) => ({ code: 500, msg });

describe('points', () => {
  it('pages the history, newest first, and it adds up to the member total', async () => {
    const first = await page('listScoreRecords', { userId: chayou, pageIndex: 1, pageSize: 6 });
    expect(first.total).toBeGreaterThan(12);
    expect(first.records).toHaveLength(6);
    const all = await page('listScoreRecords', { userId: chayou, pageSize: 100 });
    expect(all.total).toBe(first.total);
    expect(all.records.at(-1)).toMatchObject({ type: 1, score: 100 });
    expect(all.records.map((r) => r.createTime)).toEqual(
      all.records
        .map((r) => r.createTime)
        .sort()
        .reverse(),
    );
    const sum = all.records.reduce((n, r) => n + Number(r.score), 0);
    expect((await data('getMemberDetail', { userId: chayou })).integral).toBe(sum);
  });

  it('awards the first avatar and the first intro once, and the tasks show them done', async () => {
    const before = Number((await data('getMemberDetail', { userId: chayou })).integral);
    const task = async (taskName: string) =>
      (await page('listUserTasks', { userId: chayou, pageSize: 50 })).records.find((t) => t.taskName === taskName);
    expect(await task('设置头像')).toMatchObject({ status: 0, type: 0, path: '/user' });

    const update = (body: Record<string, string>) =>
      s.call('updatePersonInfo', { body: { id: chayou, ...body }, cookie: s.cookieOf(chayou) });
    expect((await update({ headPic: '/upload/a.png', personInfo: '信阳毛尖的老茶客，爱喝明前茶。' })).body).toEqual({
      code: 200,
      msg: '修改成功',
    });
    await update({ headPic: '/upload/b.png', personInfo: '信阳红工夫红茶也很爱喝。' });

    expect(await data('getMemberDetail', { userId: chayou })).toMatchObject({
      headurl: '/upload/b.png',
      info: '信阳红工夫红茶也很爱喝。',
      integral: before + 30,
    });
    const latest = (await page('listScoreRecords', { userId: chayou, pageSize: 2 })).records;
    expect(latest.map((r) => r.type).sort()).toEqual([2, 4]);
    expect(await task('设置头像')).toMatchObject({ status: 1 });
    expect(await task('完善个人信息')).toMatchObject({ status: 1 });
    expect(await task('新手欢迎奖励')).toMatchObject({ status: 1 });
    expect((await task('每日登录'))!.path).toBeUndefined();
  });

  it('edits the personal verification record the user home reads, and the member with it', async () => {
    const phone = '13900000032';
    await s.call('personalRegister', { body: personalRegistration(phone, await s.smsCode(phone, true)) });
    const person = (
      await s.call('loginOrRegister', { query: { username: phone, userpass: 'Green2024', isCompany: 0 } })
    ).body.data as { id: string };
    const fields = {
      userId: person.id,
      name: '赵茶香',
      idCardNo: '411502199201011234',
      headPic: '/upload/p.png',
      idCardPic: '/upload/id.png',
      personInfo: '罗山县灵山脚下的茶农。',
    };
    await s.call('saveTeaPerson', { body: fields });
    const recordId = ((await data('checkUserState', { userId: person.id })).person as { id: string }).id;

    const edit = await s.call('updatePersonInfo', {
      body: { id: recordId, headPic: '/upload/q.png', personInfo: '种茶二十年，爱做信阳红。' },
      cookie: s.cookieOf(person.id),
    });
    expect(edit.body).toEqual({ code: 200, msg: '修改成功' });
    expect(await data('getTeaPersonByUserId', { userId: person.id })).toMatchObject({
      headPic: '/upload/q.png',
      personInfo: '种茶二十年，爱做信阳红。',
      checkStatus: 0,
    });
    expect(await data('getMemberDetail', { userId: person.id })).toMatchObject({
      headurl: '/upload/q.png',
      info: '种茶二十年，爱做信阳红。',
    });
    const short = await s.call('updatePersonInfo', {
      body: { id: recordId, personInfo: '太短了' },
      cookie: s.cookieOf(person.id),
    });
    expect(short.status).toBe(400);
    // an id naming no record must be the member's own (x-access otherwise: self)
    expect((await s.call('updatePersonInfo', { body: { id: 'nobody' }, cookie: s.cookieOf(chayou) })).body).toEqual(
      FORBIDDEN,
    );
    expect((await s.call('updatePersonInfo', { body: { id: recordId }, cookie: s.cookieOf(company) })).body).toEqual(
      FORBIDDEN,
    );
  });
});

describe('browse history', () => {
  it('pages, filters by day and clears one member only', async () => {
    const all = await page('listBrowseRecords', { userId: company, pageIndex: 3, pageSize: 10 });
    expect(all).toMatchObject({ total: 24 });
    expect(all.records).toHaveLength(4);
    const day = String((await page('listBrowseRecords', { userId: company, pageSize: 1 })).records[0].browseDate);
    const ofDay = await page('listBrowseRecords', { userId: company, time: day, pageSize: 50 });
    expect(ofDay.total).toBeGreaterThan(0);
    expect(ofDay.records.every((r) => r.browseDate === day)).toBe(true);

    expect((await s.call('clearBrowseRecords', { query: { userId: company } })).body).toEqual({
      code: 200,
      msg: '清除成功',
    });
    expect((await page('listBrowseRecords', { userId: company })).total).toBe(0);
    expect((await page('listBrowseRecords', { userId: chayou })).total).toBe(24);
  });
});

describe('sub-members', () => {
  const add = (body: Record<string, unknown>) =>
    s.call('addSubMember', { body: { cqId: chayou, userId: chayou, cun: '车云村', ...body } });
  const mine = (role?: number) =>
    page('listSubMembers', { cqId: chayou, ...(role === undefined ? {} : { role }), pageSize: 50 });

  it('builds the village head → group head → tea farmer hierarchy', async () => {
    expect((await add({ role: 0, name: '何文', phone: '13976039001' })).body).toEqual({ code: 200, msg: '添加成功' });
    const head = (await mine(0)).records[0];
    expect(head).toMatchObject({ name: '何文', role: 0, cqId: chayou, cun: '车云村' });

    expect((await add({ role: 1, name: '马俊', phone: '13976039002' })).body).toEqual(refused('请选择所属村长'));
    expect((await add({ role: 1, name: '马俊', phone: '13976039002', cunId: head.id })).body.code).toBe(200);
    const group = (await mine(1)).records[0];
    expect((await add({ role: 2, name: '韩冰', phone: '13976039003', cunId: head.id })).body).toEqual(
      refused('请选择所属组长'),
    );
    expect((await add({ role: 2, name: '韩冰', phone: '13976039003', cunId: head.id, groupId: head.id })).body).toEqual(
      refused('请选择所属组长'),
    );
    expect(
      (await add({ role: 2, name: '韩冰', phone: '13976039003', cunId: head.id, groupId: group.id })).body.code,
    ).toBe(200);
    expect(
      (await add({ role: 2, name: '韩冰', phone: '13976039003', cunId: head.id, groupId: group.id })).body,
    ).toEqual(refused('该手机号已添加'));
    expect((await mine()).total).toBe(3);

    // a head with members under them stays; the members go first
    expect(
      (await s.call('deleteSubMember', { query: { id: String(head.id) }, cookie: s.cookieOf(company) })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('deleteSubMember', { query: { id: String(head.id) }, cookie: s.cookieOf(chayou) })).body,
    ).toEqual(refused('该村长下还有2名成员，请先删除他们'));
    const farmer = (await mine(2)).records[0];
    expect(
      (await s.call('deleteSubMember', { query: { id: String(farmer.id) }, cookie: s.cookieOf(chayou) })).body,
    ).toEqual({ code: 200, msg: '删除成功!' });
    expect(
      (await s.call('deleteSubMember', { query: { id: String(farmer.id) }, cookie: s.cookieOf(chayou) })).body,
    ).toEqual(refused('该成员不存在或已删除'));
    expect((await mine()).total).toBe(2);
  });

  it('pages the demo tea farm of xinyangcha by role', async () => {
    expect((await page('listSubMembers', { cqId: company, pageIndex: 1, pageSize: 10 })).total).toBe(27);
    expect((await page('listSubMembers', { cqId: company, role: 0 })).total).toBe(3);
    expect((await page('listSubMembers', { cqId: company, role: 2 })).total).toBe(18);
  });
});

describe('system messages', () => {
  it('marks a message read once and lowers the unread count', async () => {
    const unread = async () => (await data('getMemberDetail', { userId: company })).unreadCount;
    const list = await page('listSystemMessages', { memberId: company, type: 2, pageIndex: 1, pageSize: 10 });
    expect(list.total).toBe(24);
    expect(list.records.filter((m) => m.isRead === 0)).toHaveLength(5);
    expect(list.records[0].content).toBeUndefined();
    expect(await unread()).toBe(5);

    const read = () =>
      s.call('getSystemMessageDetail', { query: { memberId: company, messageId: String(list.records[0].id) } });
    expect((await read()).body.data).toMatchObject({
      isRead: 1,
      title: list.records[0].title,
      content: expect.stringContaining('<p>'),
    });
    await read();
    expect(await unread()).toBe(4);
    expect((await page('listSystemMessages', { memberId: company, type: 2, pageSize: 1 })).records[0].isRead).toBe(1);

    const someoneElses = await s.call('getSystemMessageDetail', {
      query: { memberId: chayou, messageId: String(list.records[1].id) },
    });
    expect(someoneElses.body).toEqual(refused('消息不存在'));
  });
});

describe('invitations', () => {
  it('counts the invitees and lists a new registration through the invitation link', async () => {
    expect(await data('getInvitationSummary', { userId: company })).toEqual({
      people: 22,
      sumIntegral: 220,
      integral: 10,
    });
    const first = await page('listInvitedUsers', { userId: company, pageIndex: 1, pageSize: 10 });
    expect(first.total).toBe(22);
    expect(first.records[0]).toMatchObject({ phone: expect.stringMatching(/^139\*{4}\d{4}$/), fourCount: 1 });

    const phone = '13900000031';
    await s.call('personalRegister', {
      body: personalRegistration(phone, await s.smsCode(phone, true), { invitationId: company }),
    });
    expect((await data('getInvitationSummary', { userId: company })).people).toBe(23);
    expect((await page('listInvitedUsers', { userId: company, pageSize: 1 })).records[0]).toMatchObject({
      nickname: expect.any(String),
      fourCount: 0,
    });
    expect((await data('getInvitationSummary', { userId: chayou })).people).toBe(0);
  });
});

describe('user home', () => {
  it('records visitors once each, latest first', async () => {
    const before = await page('listMyVisitors', { userId: company });
    expect(before).toMatchObject({ total: 12 });
    expect(before.records).toHaveLength(10);
    const info = await data('getMemberInfoByUserId', { memberId: chayou, userId: company });
    expect(info).toMatchObject({
      id: company,
      nickname: '信阳毛尖茶业有限公司',
      isCompany: 1,
      isFollow: expect.any(Number),
    });
    expect(await data('getMemberInfoByUserId', { userId: company })).toMatchObject({
      isFollow: 0,
      fansNum: info.fansNum,
    });
    await s.call('getMemberInfoByUserId', { query: { memberId: chayou, userId: company } });
    const after = await page('listMyVisitors', { userId: company });
    expect(after.total).toBe(13);
    expect(after.records[0]).toMatchObject({ userId: chayou, nickname: '茶友小王' });
    await s.call('getMemberInfoByUserId', { query: { userId: company } });
    await s.call('getMemberInfoByUserId', { query: { memberId: company, userId: company } });
    expect((await page('listMyVisitors', { userId: company })).total).toBe(13);
  });

  it('has one fan figure per member: the card, 数据概览 and 关注我的 agree (seed 2 §2.2)', async () => {
    for (const member of [chayou, company]) {
      const fans = (await data('getMemberDetail', { userId: member })).fansNum;
      const followers = (await s.call('findConcernForMeData', { query: { userId: member } })).body.data as Rows;
      expect(followers.length).toBeGreaterThan(0);
      expect(fans).toBe(followers.length);
      expect((await data('getUserHomeStats', { userId: member })).fans_num).toBe(fans);
      expect((await data('getMemberInfoByUserId', { userId: member })).fansNum).toBe(fans);
    }
  });

  it('answers the counters it can compute, and leaves out the forwards nobody records', async () => {
    const { fansNum } = await data('getMemberInfoByUserId', { userId: chayou });
    const stats = await data('getUserHomeStats', { userId: chayou });
    expect(stats).toMatchObject({
      fans_num: fansNum,
      view_num: expect.any(Number),
      like_num: expect.any(Number),
      comment_num: expect.any(Number),
      favorites_num: expect.any(Number),
    });
    expect(stats).not.toHaveProperty('forward_num');
    // the company's figures too are computed, integers each
    const fresh = (await s.call('getUserHomeStats', { query: { userId: company } })).body.data as Record<
      string,
      number
    >;
    expect(Object.values(fresh).every((n) => Number.isInteger(n))).toBe(true);
    expect((await s.call('getUserHomeStats', { query: { userId: 'nobody' } })).body).toEqual(VISITOR);
  });
});

describe('home page and search', () => {
  it('serves the banner speed, the advertisement spaces and the honour slides', async () => {
    expect(await data('getHomeBannerConfig')).toEqual({ value: 5 });
    const space = async (id: number) =>
      (await s.call('listSpaceAdvertisements', { query: { advertisementSpaceId: id } })).body.data as Rows;
    expect((await space(1)).map((a) => a.advertisementName)).toEqual([
      '信阳毛尖 春茶上市',
      '茶农贷款 低息快批',
      '新手指南 三步入门',
    ]);
    expect(await space(12)).toHaveLength(2);
    expect((await space(11))[1]).toMatchObject({
      srswType: 1,
      sourceMaterial: expect.stringMatching(/^\/__sandbox\/pictures\/card\.svg\?caption=/),
    });
    expect((await s.call('listSpaceAdvertisements', { query: { advertisementSpaceId: 2 } })).status).toBe(400);
    const slides = (await s.call('listHonourBanners')).body.data as Rows;
    expect(slides).toHaveLength(6);
    expect(slides[0]).toMatchObject({ name: '周祖贵', type: 2 });
  });

  it('recommends active members by fans, never the viewer', async () => {
    const first = await page('listRecommendedCreators', { memberId: chayou, pageIndex: 1, pageSize: 10 });
    expect(first.records[0]).toMatchObject({ memberNickName: '信阳茶叶协会', fansNum: expect.any(Number) });
    // the fans are follow rows: as many as follow the member
    const followers = (await s.call('findConcernForMeData', { query: { userId: String(first.records[0].userId) } }))
      .body.data as Rows;
    expect(Number(first.records[0].fansNum)).toBe(followers.length);
    expect(followers.length).toBeGreaterThan(10);
    const fans = first.records.map((r) => Number(r.fansNum));
    expect(fans).toEqual([...fans].sort((a, b) => b - a));
    const everyone = await page('listRecommendedCreators', { memberId: chayou, pageSize: 100 });
    expect(everyone.records.some((r) => r.userId === chayou)).toBe(false);
    expect(everyone.total).toBeGreaterThan(20);
    const asVisitor = await page('listRecommendedCreators', { pageSize: 100 });
    expect(asVisitor.total).toBe(everyone.total + 1);
    expect(asVisitor.records.every((r) => r.isFollow === 0)).toBe(true);
  });
});

describe('what the other areas record here', () => {
  it('lists a favourited festival activity, the opened detail and a followed creator', async () => {
    const activity = (await page('getPcActivityList', { pageNo: 1, pageSize: 1 })).records[0] as {
      id: string;
      name: string;
    };
    await s.call('doFavorites', { body: { joinId: activity.id, type: '7', userId: chayou } });
    const liked = await page('listMyLikedActivities', { memberId: chayou, pageNo: 1, pageSize: 10 });
    expect(liked.records[0]).toMatchObject({ id: activity.id, tag: 1, name: activity.name });

    await s.call('getActivityDetail', { query: { id: activity.id, userId: chayou } });
    expect((await page('listBrowseRecords', { userId: chayou, pageSize: 1 })).records[0]).toMatchObject({
      type: 5,
      businessId: activity.id,
      title: activity.name,
    });

    const found = (await s.call('searchActivities', { body: { name: activity.name, pageNo: 1 } })).body.page!
      .records as Rows;
    expect(found.map((r) => r.id)).toContain(activity.id);

    const creators = async () => (await page('listRecommendedCreators', { memberId: chayou, pageSize: 100 })).records;
    const target = (await creators()).find((c) => c.isFollow === 0)!;
    await s.call('doConcern', { body: { joinId: String(target.userId), type: '3', userId: chayou } });
    expect((await creators()).find((c) => c.userId === target.userId)).toMatchObject({
      isFollow: 1,
      fansNum: Number(target.fansNum) + 1,
    });
  });
});
