// One valid request per operation of the personal area (seed 2: personal centre, user home, home, search).
import { loginAs, type Call, type TestSandbox } from '../harness.js';

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;

const me = async (s: TestSandbox, who: 'personal' | 'company' = 'personal') => (await loginAs(s, who)).id;
const firstId = async (s: TestSandbox, operationId: string, query: Record<string, string | number>) =>
  ((await s.call(operationId, { query })).body.page!.records[0] as { id: string }).id;

export const valid: Valid = {
  listScoreRecords: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 6 } }),
  listMyLikedActivities: async (s) => ({ query: { memberId: await me(s), pageNo: 1, pageSize: 10 } }),
  listBrowseRecords: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 10 } }),
  clearBrowseRecords: async (s) => ({ query: { userId: await me(s, 'company') } }),
  listSubMembers: async (s) => ({ query: { cqId: await me(s, 'company'), role: 2, pageIndex: 1, pageSize: 10 } }),
  addSubMember: async (s) => {
    const cqId = await me(s, 'company');
    return { body: { cqId, userId: cqId, role: 0, name: '罗大勇', phone: '13976030001', cun: '何家冲村' } };
  },
  deleteSubMember: async (s) => ({
    query: { id: await firstId(s, 'listSubMembers', { cqId: await me(s, 'company'), role: 2 }) },
  }),
  listSystemMessages: async (s) => ({ query: { memberId: await me(s), pageIndex: 1, pageSize: 10, type: 2 } }),
  getSystemMessageDetail: async (s) => {
    const memberId = await me(s);
    return { query: { memberId, messageId: await firstId(s, 'listSystemMessages', { memberId, type: 2 }) } };
  },
  getInvitationSummary: async (s) => ({ query: { userId: await me(s, 'company') } }),
  listInvitedUsers: async (s) => ({ query: { userId: await me(s, 'company'), pageIndex: 1, pageSize: 10 } }),
  listUserTasks: async (s) => ({ query: { userId: await me(s), pageIndex: 1, pageSize: 20 } }),
  updatePersonInfo: async (s) => ({
    body: { id: await me(s), headPic: '/upload/avatar.png', personInfo: '爱喝信阳毛尖，也爱信阳红。' },
  }),
  getUserHomeStats: async (s) => ({ query: { userId: await me(s) } }),
  listMyVisitors: async (s) => ({ query: { userId: await me(s) } }),
  getHomeBannerConfig: async () => ({}),
  listSpaceAdvertisements: async () => ({ query: { advertisementSpaceId: 10 } }),
  listHonourBanners: async () => ({}),
  listRecommendedCreators: async (s) => ({ query: { memberId: await me(s), pageIndex: 1, pageSize: 10 } }),
  searchActivities: async () => ({ body: { pageNo: 1, pageSize: 6, name: '茶' } }),
  getMemberInfoByUserId: async (s) => ({ query: { memberId: await me(s), userId: await me(s, 'company') } }),
};
