// @vitest-environment node
// Tea-garden jobs as the portal drives them: lists with filters, tabs and paging, favourites, listing
// up / down, publish and edit with their date rules, and the browse history a detail leaves.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestSandbox, type TestSandbox, FORBIDDEN, VISITOR } from './harness.js';
import { jobBody } from './valid/market.js';

interface Job {
  id: string;
  userId: string;
  jobName: string;
  jzStatus: number;
  jiexinfangshi: number;
  district: string;
  status: number;
  collectStatus: number;
  distance?: number;
  xinzi?: number;
  ygkssj?: string;
  contactPhone: string;
  contactPhone_hide: string;
  jiexinfangshiName: string;
}

let s: TestSandbox;
let personal: string;
let company: string;
beforeAll(async () => {
  s = await startTestSandbox();
  personal = (await loginAs(s, 'personal')).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(() => s.close());

const refused = (msg: string) => ({ code: 500, msg });
const jobs = async (query: Record<string, string | number>) =>
  (await s.call('listJobs', { query })).body.page as { records: Job[]; total: number };
const job = async (id: string, userId = '') =>
  (await s.call('getJob', { query: { id, ...(userId && { userId }) } })).body.data as Job;
// the sandbox runs in this process, so its local dates are these
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

describe('the job list', () => {
  it('pages the listed jobs five at a time, more than two pages of them', async () => {
    const first = await jobs({ status: 1, pageIndex: 1, pageSize: 5 });
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    expect(first.records.every((j) => j.status === 1)).toBe(true);
    const last = await jobs({ status: 1, pageIndex: Math.ceil(first.total / 5), pageSize: 5 });
    expect(last.records.length).toBe(first.total - 5 * (Math.ceil(first.total / 5) - 1));
  });

  it('filters by pay period, district and name', async () => {
    const monthly = await jobs({ status: 1, jiexinfangshiList: '2', pageSize: 100 });
    expect(monthly.total).toBeGreaterThan(0);
    expect(monthly.records.every((j) => j.jiexinfangshi === 2 && j.jiexinfangshiName === '月结')).toBe(true);
    const two = await jobs({ status: 1, addressList: '新县,商城县', pageSize: 100 });
    expect(two.total).toBeGreaterThan(0);
    expect(two.records.every((j) => ['新县', '商城县'].includes(j.district))).toBe(true);
    const named = await jobs({ jobName: '炒茶', pageSize: 100 });
    expect(named.total).toBeGreaterThan(0);
    expect(named.records.every((j) => j.jobName.includes('炒茶'))).toBe(true);
  });

  it('puts urgent jobs first on 推荐 and the nearest first on 附近', async () => {
    const recommended = (await jobs({ status: 1, type: 0, pageSize: 100 })).records.map((j) => j.jzStatus);
    expect(recommended).toEqual([...recommended].sort((a, b) => b - a));
    // 郝堂村, 平桥区
    const nearby = (await jobs({ status: 1, type: 1, jingdu: 114.07, weidu: 31.99, pageSize: 100 })).records.map(
      (j) => j.distance!,
    );
    expect(nearby.every((d) => typeof d === 'number')).toBe(true);
    expect(nearby).toEqual([...nearby].sort((a, b) => a - b));
    expect(nearby[0]).toBeLessThan(1);
  });

  it('masks the phone as the first 3 digits, four stars and the rest from the 8th', async () => {
    const [first] = (await jobs({ pageSize: 1 })).records;
    expect(first.contactPhone_hide).toBe(`${first.contactPhone.slice(0, 3)}****${first.contactPhone.slice(7)}`);
  });

  it('lists a member’s own jobs, listed or not, and the jobs a member favourited', async () => {
    const own = await jobs({ userId: company, pageSize: 10 });
    expect(own.total).toBeGreaterThan(20);
    expect((await jobs({ userId: company, pageSize: 100 })).records.some((j) => j.status === 0)).toBe(true);
    const favourites = await jobs({ userId: personal, collectStatus: 1, pageSize: 10 });
    expect(favourites.total).toBeGreaterThan(20);
    expect(favourites.records.every((j) => j.collectStatus === 1)).toBe(true);
    expect((await s.call('listJobs', { query: { collectStatus: 1 } })).body).toEqual(refused('请先登录'));
  });
});

describe('favourites and listing', () => {
  it('favourites a job once and takes the favourite back', async () => {
    const mine = async () => (await jobs({ userId: company, collectStatus: 1 })).total;
    expect(await mine()).toBe(0);
    expect((await s.call('favouriteJob', { body: { jobId: 'job-05', userId: company } })).body).toEqual({
      code: 200,
      msg: '收藏成功',
    });
    await s.call('favouriteJob', { body: { jobId: 'job-05', userId: company } });
    expect(await mine()).toBe(1);
    expect((await job('job-05', company)).collectStatus).toBe(1);
    expect((await job('job-05')).collectStatus).toBe(0);
    expect((await s.call('unfavouriteJob', { body: { jobId: 'job-05', userId: company } })).body).toEqual({
      code: 200,
      msg: '取消收藏成功',
    });
    expect(await mine()).toBe(0);
    expect((await job('job-05', company)).collectStatus).toBe(0);
    expect((await s.call('favouriteJob', { body: { jobId: 'job-99', userId: company } })).body).toEqual(
      refused('职位不存在'),
    );
  });

  it('lists and delists a job with the opposite status', async () => {
    const listed = async () => (await jobs({ status: 1, pageSize: 100 })).records.some((j) => j.id === 'job-21');
    expect(await listed()).toBe(false);
    expect((await s.call('setJobListing', { body: { id: 'job-21', status: 1 } })).body).toEqual({
      code: 200,
      msg: '上架成功',
    });
    expect(await listed()).toBe(true);
    expect((await s.call('setJobListing', { body: { id: 'job-21', status: 0 } })).body).toEqual({
      code: 200,
      msg: '下架成功',
    });
    expect(await listed()).toBe(false);
  });

  it('records a browse when a member opens a job, none for a visitor', async () => {
    const history = async () =>
      (await s.call('listBrowseRecords', { query: { userId: personal } })).body.page!.records as {
        type: number;
        businessId: string;
      }[];
    await job('job-07');
    expect((await history()).some((r) => r.businessId === 'job-07')).toBe(false);
    await job('job-07', personal);
    expect((await history())[0]).toMatchObject({ type: 4, businessId: 'job-07' });
  });
});

describe('publishing and editing a job', () => {
  const points = async (userId: string) =>
    ((await s.call('getMemberDetail', { query: { userId } })).body.data as { integral: number }).integral;

  it('publishes a listed job, reads the region from the picked address and awards points', async () => {
    const before = await points(personal);
    const reply = await s.call('createJob', {
      body: jobBody(personal, { ygkssj: day(0), ygjssj: day(20), jobName: '茶苗扦插工' }),
    });
    expect(reply.body).toEqual({ code: 200, msg: '发布成功' });
    const [mine] = (await jobs({ userId: personal })).records;
    expect(mine).toMatchObject({
      jobName: '茶苗扦插工',
      status: 1,
      district: '浉河区',
      province: '河南省',
      city: '信阳市',
      xinzi: 160,
    });
    expect(await points(personal)).toBe(before + 20);
  });

  it('keeps the pay only when not negotiable and the dates only when not starting at once', async () => {
    await s.call('createJob', { body: jobBody(personal, { jobName: '面议工', xinziStatus: 1, shanggangStatus: 1 }) });
    const [mine] = (await jobs({ userId: personal })).records;
    expect(mine).toMatchObject({ jobName: '面议工', xinziStatus: 1, shanggangStatus: 1 });
    expect(mine.xinzi).toBeUndefined();
    expect(mine.ygkssj).toBeUndefined();
  });

  it('refuses a start before yesterday, an end before the start, and a missing pay', async () => {
    expect((await s.call('createJob', { body: jobBody(personal, { ygkssj: day(-2), ygjssj: day(5) }) })).body).toEqual(
      refused('用工开始时间不能早于昨天'),
    );
    expect((await s.call('createJob', { body: jobBody(personal, { ygkssj: day(3), ygjssj: day(2) }) })).body).toEqual(
      refused('用工结束时间不能早于开始时间'),
    );
    const unpaid = await s.call('createJob', { body: jobBody(personal, { xinzi: undefined }) });
    expect(unpaid.status).toBe(400);
    expect((await s.call('createJob', { body: jobBody('no-such-member') })).body).toEqual(VISITOR);
  });

  it('lets only the publisher edit, keeping an old start date', async () => {
    const old = await job('job-01');
    expect((await s.call('updateJob', { body: jobBody(personal, { id: 'job-01' }) })).body).toEqual(FORBIDDEN);
    const edit = jobBody(company, { id: 'job-01', jobName: '炒茶师傅/采茶工', ygkssj: old.ygkssj, ygjssj: day(60) });
    expect((await s.call('updateJob', { body: edit })).body).toEqual({ code: 200, msg: '修改成功' });
    expect(await job('job-01')).toMatchObject({ jobName: '炒茶师傅/采茶工', ygjssj: day(60), status: 1 });
    expect((await s.call('updateJob', { body: jobBody(company, { id: 'job-99' }) })).body).toEqual(
      refused('职位不存在'),
    );
  });
});
