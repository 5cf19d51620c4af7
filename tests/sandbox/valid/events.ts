// One valid request per operation of the events area (seed 3 festival, contests, honour hall, experts,
// notices; seed 2 festival applications, tickets, favourite experts).
import { loginAs, type Call, type TestSandbox } from '../harness.js';

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;
type Row = {
  id: string;
  name?: string;
  realName?: string;
  memberId?: string;
  isvote?: number;
  status?: number;
} & Record<string, unknown>;

export const me = async (s: TestSandbox, who: 'personal' | 'company' = 'personal') => (await loginAs(s, who)).id;

const records = async (s: TestSandbox, operationId: string, query: Record<string, string | number>) =>
  (await s.call(operationId, { query })).body.page!.records as Row[];

/** An approved festival activity by name (the demo data's names). */
export const activityNamed = async (s: TestSandbox, name: string) =>
  (await records(s, 'getPcActivityList', { pageSize: 100 })).find((a) => a.name === name)!;

export const contestNamed = async (s: TestSandbox, name: string) =>
  (await records(s, 'getContestList', { pageSize: 100 })).find((c) => c.name === name)!;

export const firstExpert = async (s: TestSandbox) => (await records(s, 'getExpertList', { pageSize: 1 }))[0];
export const firstHonour = async (s: TestSandbox) => (await records(s, 'getHonourList', { type: 2, pageSize: 1 }))[0];

/** Running offline activity chayou holds an unchecked voucher for; upcoming ones she can claim. */
export const DEMO_ACTIVITY = {
  running: '第三十二届信阳茶文化节开幕式',
  claimable: '浉河区“茶乡行”采茶体验',
  exhibitorsWanted: '郝堂茶旅季·茶山音乐会',
};
export const DEMO_CONTEST = { voting: '信阳毛尖斗茶大赛', signingUp: '最美茶园评选' };

/** An application as the 申请活动 form sends it, dates from today on. */
export const application = (enterpriseId: string, from: string, extra: Record<string, unknown> = {}) => ({
  enterpriseId,
  coverPic: '/__sandbox/uploads/cover.png',
  uploadFiles: ['/__sandbox/uploads/a1.png', '/__sandbox/uploads/a2.png'],
  videos: ['/__sandbox/uploads/intro.mp4'],
  sponsor: '信阳毛尖茶业有限公司',
  name: '毛尖茶园秋季开放日',
  enterpriseIsJoin: 1,
  signUpStartTime: from,
  signUpEndTime: from,
  startTime: from,
  endTime: from,
  type: 2,
  crtHost: '',
  dayStartTime: '09:00',
  dayEndTime: '17:00:00',
  number: 300,
  address: '河南省信阳市平桥区明港镇毛尖茶业茶厂',
  details: '<p>参观茶园与茶厂，品鉴秋茶。</p>',
  ...extra,
});

export const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const valid: Valid = {
  getPcActivityList: async () => ({ query: { pageNo: 1, pageSize: 6, status: 0, timeType: 0 } }),
  getActivityDetail: async (s) => ({
    query: { id: (await activityNamed(s, DEMO_ACTIVITY.running)).id, userId: await me(s) },
  }),
  saveActivity: async (s) => ({ body: application(await me(s, 'company'), today()) }),
  listMyVouchers: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 6 } }),
  claimVoucher: async (s) => ({
    body: { businessId: (await activityNamed(s, DEMO_ACTIVITY.claimable)).id, userId: await me(s) },
  }),
  checkInVoucher: async (s) => ({
    body: {
      businessId: (await activityNamed(s, DEMO_ACTIVITY.running)).id,
      userId: await me(s),
      jingdu: 114.0913,
      weidu: 32.1285,
    },
  }),
  getActivityEnterpriseList: async (s) => ({
    query: { activityId: (await activityNamed(s, '信阳毛尖云上博览会')).id, pageNo: 1, pageSize: 4 },
  }),
  activitySignUp: async (s) => ({
    body: {
      activityId: (await activityNamed(s, DEMO_ACTIVITY.exhibitorsWanted)).id,
      memberId: await me(s, 'company'),
      chargeperson: '张丽',
      phone: '13800000002',
      name: '信阳毛尖茶业有限公司',
      companyPic: '/__sandbox/uploads/licence.png',
      coverPic: '/__sandbox/uploads/booth.png',
    },
  }),
  getContestList: async () => ({ query: { pageNo: 1, pageSize: 6, status: 0 } }),
  getContestDetail: async (s) => ({
    query: { id: (await contestNamed(s, DEMO_CONTEST.voting)).id, userId: await me(s) },
  }),
  saveContestant: async (s) => ({
    body: {
      userId: await me(s),
      activityId: (await contestNamed(s, DEMO_CONTEST.signingUp)).id,
      coverPic: '/__sandbox/uploads/garden.png',
      name: '浉河区茶友家庭茶园',
      contacts: '王小明',
      idcard: '411502199005121234',
      phone: '13800000001',
      details: '<p>半山腰的家庭茶园。</p>',
      fileList: [{ path: '/__sandbox/uploads/g1.png', type: 1 }],
    },
  }),
  getContestantList: async (s) => ({
    query: {
      activityId: (await contestNamed(s, DEMO_CONTEST.voting)).id,
      memberId: await me(s),
      pageNo: 1,
      pageSize: 8,
    },
  }),
  saveVote: async (s) => {
    const memberId = await me(s);
    const activityId = (await contestNamed(s, DEMO_CONTEST.voting)).id;
    const people = (await records(s, 'getContestantList', { activityId, memberId, pageSize: 100 })).find(
      (p) => p.isvote === 0,
    )!;
    return { query: { activityId, memberId, peopleId: people.id } };
  },
  getContestRanking: async (s) => ({
    query: { activityId: (await contestNamed(s, DEMO_CONTEST.voting)).id, pageNo: 1, pageSize: 1000 },
  }),
  getContestantDetail: async (s) => {
    const activityId = (await contestNamed(s, DEMO_CONTEST.voting)).id;
    return {
      query: { id: (await records(s, 'getContestantList', { activityId, pageSize: 1 }))[0].id, memberId: await me(s) },
    };
  },
  getHonourList: async () => ({ query: { type: 2, pageIndex: 1, pageSize: 8 } }),
  getHonourDetail: async (s) => ({
    query: { id: (await firstHonour(s)).id, memberId: await me(s), pageIndex: 1, pageSize: 10 },
  }),
  getHonourSameFieldList: async (s) => ({ query: { id: (await firstHonour(s)).id, pageIndex: 1, pageSize: 10 } }),
  myLikeExpert: async (s) => ({ query: { memberid: await me(s), pageIndex: 1, pageSize: 10 } }),
  getExpertList: async () => ({ query: { searchName: '', pageIndex: 1, pageSize: 8 } }),
  getExpertDetail: async (s) => ({
    query: { id: (await firstExpert(s)).id, memberId: await me(s), pageIndex: 1, pageSize: 3 },
  }),
  getExpertLabelList: async () => ({}),
  saveExpertContent: async (s) => ({
    body: {
      expertId: (await firstExpert(s)).id,
      memberid: await me(s),
      content: '讲解很细致，问题解决了。',
      star: 5,
      label: ['专业权威', '回复及时'],
      contentId: '',
      toMemberId: '',
    },
  }),
  getConsultingHistory: async (s) => ({
    query: { memberid: await me(s), toMemberId: String((await firstExpert(s)).memberId) },
  }),
  getConsultingNew: async (s) => ({
    query: { memberid: await me(s), toMemberId: String((await firstExpert(s)).memberId) },
  }),
  sendConsulting: async (s) => ({
    body: {
      memberid: await me(s),
      toMemberId: String((await firstExpert(s)).memberId),
      content: 2,
      memberContent: '请问秋季茶园需要施什么肥？',
    },
  }),
  getNoticeList: async () => ({ query: { pageIndex: 1, pageSize: 10 } }),
  getNoticeDetail: async (s) => ({
    query: { id: ((await s.call('getNoticeList', { query: { pageSize: 1 } })).body.data as Row[])[0].id },
  }),
};
