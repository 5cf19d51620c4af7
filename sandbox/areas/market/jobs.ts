// Tea-garden job postings (seed 3 §2.1, §3, §4; seed 2 §2.2 my releases and favourite jobs): one list
// call with filters and sorting by tab, the detail, publish / edit, list up / down and favourites.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import {
  getRecord,
  insertRecord,
  isToggled,
  listRecords,
  pageOf,
  setToggle,
  toggledAmong,
  toggledTargets,
  updateRecord,
  type Fields,
  type Stored,
} from '../record-store.js';
import { awardDaily, recordBrowse } from '../personal/index.js';
import { stamp } from '../personal/time.js';
import { beforeYesterday, csv, requireMember } from './common.js';

export const JOB_KIND = 'job';
/** kit toggles: favourite of a job by a member */
export const FAVOURITE = { kind: 'favourite', targetType: 'job' } as const;

const PAY_PERIODS = ['日清', '周清', '月结', '完工结算'];
const WORK_YEARS = ['不限', '1年以下', '1-2年', '3-5年', '5年以上'];
const MEALS = ['包吃', '包住', '包吃住', '不包'];

/** Seed 3 §2.1: the first 3 digits, four asterisks, then the rest from the 8th digit. */
const maskPhone = (phone: string): string => (phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/** Great-circle distance in km, one decimal. */
function distanceKm(from: { jingdu: number; weidu: number }, job: Stored): number | undefined {
  if (typeof job.jingdu !== 'number' || typeof job.weidu !== 'number') return undefined;
  const rad = Math.PI / 180;
  const dLat = (job.weidu - from.weidu) * rad;
  const dLng = (job.jingdu - from.jingdu) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.weidu * rad) * Math.cos(job.weidu * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(12742 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** The Job of the spec: stored fields plus names, the masked phone, the viewer's favourite and the distance. */
/** A job as answered; `collected`: the viewer has it among their favourites. */
function toJob(
  job: Stored,
  collected: boolean,
  from?: { jingdu: number; weidu: number },
): Stored & { distance?: number } {
  const distance = from && distanceKm(from, job);
  return {
    ...job,
    jiexinfangshiName: PAY_PERIODS[job.jiexinfangshi as number],
    workYearName: WORK_YEARS[job.workYear as number],
    foodHomeTypeName: MEALS[job.foodHomeType as number],
    contactPhone_hide: maskPhone(String(job.contactPhone)),
    collectStatus: collected ? 1 : 0,
    ...(distance !== undefined && { distance }),
  };
}

/** 河南省信阳市浉河区董家河镇… → its province, city and district (what a map pick's address starts with). */
function regionOf(address: string): { province?: string; city?: string; district?: string } {
  const m = /^(.+?省)?(.+?市)?(.+?(?:区|县))?/.exec(address) ?? [];
  return { province: m[1], city: m[2], district: m[3] };
}

/** The stored fields of a publish / edit body: pay only unless negotiable, dates only unless starting at once. */
function jobFields(body: Record<string, unknown>): Fields {
  const negotiable = body.xinziStatus === 1;
  const immediate = body.shanggangStatus === 1;
  const region = regionOf(String(body.address));
  return {
    userId: body.userId,
    title: body.title || `${body.chayuanName} · ${body.jobName}`,
    jobName: body.jobName,
    jzStatus: body.jzStatus ?? 0,
    jiexinfangshi: body.jiexinfangshi,
    xinziStatus: negotiable ? 1 : 0,
    xinzi: negotiable ? undefined : body.xinzi,
    xinziType: body.xinziType ?? 1,
    number: body.number,
    workYear: body.workYear ?? 0,
    shanggangStatus: immediate ? 1 : 0,
    ygkssj: immediate ? undefined : body.ygkssj,
    ygjssj: immediate ? undefined : body.ygjssj,
    province: body.province || region.province,
    city: body.city || region.city,
    district: body.district || region.district,
    address: body.address,
    jingdu: body.jingdu,
    weidu: body.weidu,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    gzDescribe: body.gzDescribe,
    chayuanName: body.chayuanName,
    xxjs: body.xxjs,
    foodHomeType: body.foodHomeType ?? 3,
    yscyWorkImageEntities: body.yscyWorkImageEntities,
  };
}

/** Seed 3 §4/§5: the start no earlier than yesterday (unless unchanged on an edit), the end not before it. */
function checkDates(fields: Fields, now: number, before?: Stored): void {
  const start = fields.ygkssj as string | undefined;
  const end = fields.ygjssj as string | undefined;
  if (start && start !== before?.ygkssj && beforeYesterday(start, now)) fail('用工开始时间不能早于昨天');
  if (start && end && end < start) fail('用工结束时间不能早于开始时间');
}

type Sorter = (a: Stored & { distance?: number }, b: Stored & { distance?: number }) => number;
/** Tabs of /ysService: 0 推荐 urgent first, 1 附近 nearest first, 2 最新 newest first (the list order). */
const SORT_BY_TYPE: Record<number, Sorter> = {
  0: (a, b) => (b.jzStatus as number) - (a.jzStatus as number),
  1: (a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity),
};

/**
 * A job as a member (or a visitor, '') may see it: an unlisted one (status 0, 下架) is its publisher's
 * alone, as in listJobs; to anyone else it is missing, with a missing job's answer.
 */
function visibleJob(db: Db, id: string, viewer: string): Stored {
  const job = getRecord(db, JOB_KIND, id);
  if (!job || (job.status === 0 && job.userId !== viewer)) fail('职位不存在');
  return job;
}

export const jobHandlers: Record<string, Handler> = {
  listJobs({ query }, { db }) {
    const { userId, collectStatus } = query;
    const favourites =
      collectStatus === 1
        ? toggledTargets(db, FAVOURITE.kind, String(requireMember(db, userId).id), FAVOURITE.targetType)
        : undefined;
    const periods = csv(query.jiexinfangshiList).map(Number);
    const places = csv(query.addressList);
    const from =
      typeof query.jingdu === 'number' && typeof query.weidu === 'number'
        ? { jingdu: query.jingdu, weidu: query.weidu }
        : undefined;
    const found = listRecords(db, JOB_KIND, {
      where: { status: query.status, userId: favourites ? undefined : userId },
      search: { fields: ['jobName', 'title', 'chayuanName'], text: query.jobName as string | undefined },
      // an unlisted job is its publisher's: status=0 lists only the caller's own, and the
      // favourites the caller kept of it
      filter: (job) =>
        (job.status !== 0 || Boolean(favourites) || (userId !== undefined && job.userId === userId)) &&
        (!favourites || favourites.includes(job.id)) &&
        (!periods.length || periods.includes(job.jiexinfangshi as number)) &&
        (!places.length || places.some((p) => [job.province, job.city, job.district].includes(p))),
    });
    // the viewer's favourites among them at once, not a query per job
    const collected = toggledAmong(
      db,
      FAVOURITE.kind,
      typeof userId === 'string' ? userId : undefined,
      FAVOURITE.targetType,
      found.map((job) => job.id),
    );
    let jobs = found.map((job) => toJob(job, collected.has(`${FAVOURITE.targetType}:${job.id}`), from));
    // favourites in the order they were favourited, newest first
    if (favourites) jobs = favourites.map((id) => jobs.find((job) => job.id === id)).filter((job) => job !== undefined);
    const sorter = SORT_BY_TYPE[query.type as number];
    if (sorter) jobs.sort(sorter);
    return { code: 200, msg: '操作成功', page: pageOf(jobs, query.pageIndex, query.pageSize) };
  },

  getJob({ query }, ctx) {
    // the viewer is the session's (x-access viewer): an unlisted job is its publisher's alone
    const viewer = query.userId ? String(query.userId) : '';
    const job = visibleJob(ctx.db, String(query.id), viewer);
    const cover = (job.yscyWorkImageEntities as { image: string }[])[0]?.image;
    recordBrowse(
      ctx.db,
      { userId: viewer, type: 4, targetId: job.id, title: String(job.title), cover, summary: String(job.chayuanName) },
      ctx.now(),
    );
    return ok(toJob(job, Boolean(viewer) && isToggled(ctx.db, FAVOURITE.kind, viewer, FAVOURITE.targetType, job.id)));
  },

  createJob({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const fields = jobFields(body);
    checkDates(fields, ctx.now());
    const now = ctx.now();
    insertRecord(ctx.db, JOB_KIND, { ...fields, status: 1, crtTime: stamp(now) }, now);
    awardDaily(ctx.db, member.id, 8, now);
    return ok(undefined, '发布成功');
  },

  updateJob({ body }, ctx) {
    const job = getRecord(ctx.db, JOB_KIND, String(body.id)) ?? fail('职位不存在'); // the publisher's own: x-access owner
    const fields = jobFields(body);
    checkDates(fields, ctx.now(), job);
    // an edit never hands the job to someone else: its publisher stays the one stored
    updateRecord(ctx.db, JOB_KIND, job.id, { ...fields, userId: job.userId });
    return ok(undefined, '修改成功');
  },

  setJobListing({ body }, { db }) {
    const job = getRecord(db, JOB_KIND, String(body.id)) ?? fail('职位不存在');
    updateRecord(db, JOB_KIND, job.id, { status: body.status });
    return ok(undefined, body.status === 1 ? '上架成功' : '下架成功');
  },

  favouriteJob({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const job = visibleJob(ctx.db, String(body.jobId), member.id);
    setToggle(ctx.db, FAVOURITE.kind, member.id, FAVOURITE.targetType, job.id, true, ctx.now());
    return ok(undefined, '收藏成功');
  },

  unfavouriteJob({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    setToggle(ctx.db, FAVOURITE.kind, member.id, FAVOURITE.targetType, String(body.jobId), false, ctx.now());
    return ok(undefined, '取消收藏成功');
  },
};
