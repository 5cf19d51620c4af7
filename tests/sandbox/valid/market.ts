// One valid request per operation of the market area (seed 3: jobs, bulk trade, tea-farmer loan).
import { loginAs, type Call, type TestSandbox } from '../harness.js';

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;

const me = async (s: TestSandbox, who: 'personal' | 'company' = 'personal') => (await loginAs(s, who)).id;
const firstOf = async (s: TestSandbox, operationId: string, query: Record<string, string | number>) =>
  ((await s.call(operationId, { query })).body.data as { id: string }[])[0].id;

/** A job payload as the publish form sends it. */
export const jobBody = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  contactName: '周师傅',
  contactPhone: '13763760001',
  jobName: '采茶工/拣茶工',
  number: 12,
  xinzi: 160,
  xinziType: 1,
  jiexinfangshi: 0,
  ygkssj: '2099-04-01',
  ygjssj: '2099-04-30',
  address: '河南省信阳市浉河区董家河镇车云山村',
  jingdu: 113.9312,
  weidu: 32.2035,
  gzDescribe: '采摘明前茶，一芽一叶初展。',
  chayuanName: '车云山茶园',
  yscyWorkImageEntities: [{ image: '/upload/garden.png' }],
  ...extra,
});

/** A purchase request as the publish form sends it (form-encoded: strings). */
export const wantBuyForm = (memberId: string, extra: Record<string, string> = {}) => ({
  memberId,
  enterpriseImg: '/upload/company.png',
  enterpriseName: '信阳毛尖茶业有限公司',
  contacts: '张丽',
  contactInformation: '13800000002',
  endTime: '2099-05-01',
  goodName: '信阳毛尖·明前特级',
  purchaseVolume: '300斤',
  address: '河南省信阳市平桥区茶城大道88号',
  ...extra,
});

export const offerQuery = (memberId: string, wantBuyId: string) => ({
  memberId,
  wantBuyId,
  business: '浉河区小王茶叶商行',
  offerPrice: '365000.50',
  people: '王小明',
  phone: '13800000001',
});

export const loanQuery = (memberId: string) => ({
  memberId,
  name: '周建华',
  phone: '13976010000',
  area: 12.5,
  year: 2012,
  varieties: '信阳10号',
  yield: 800,
  idCard: '411502199005121230',
  county: '浉河区',
  city: '董家河镇',
  address: '车云山村三组',
});

/** A fresh purchase request of the company (deleting it leaves the seeded ones to the other samples). */
async function newWantBuy(s: TestSandbox): Promise<string> {
  const memberId = await me(s, 'company');
  await s.call('releaseWantBuy', { body: wantBuyForm(memberId, { goodName: '信阳红·待删除' }) });
  return firstOf(s, 'listMyWantBuys', { memberId });
}

export const valid: Valid = {
  listJobs: async () => ({
    query: {
      type: 1,
      status: 1,
      jingdu: 114.07,
      weidu: 32.12,
      jiexinfangshiList: '0,1',
      addressList: '浉河区,平桥区',
      pageIndex: 1,
      pageSize: 5,
    },
  }),
  setJobListing: async () => ({ body: { id: 'job-02', status: 0 } }),
  getJob: async (s) => ({ query: { id: 'job-01', userId: await me(s) } }),
  createJob: async (s) => ({ body: jobBody(await me(s, 'company')) }),
  updateJob: async (s) => ({
    body: jobBody(await me(s, 'company'), { id: 'job-01', xinziStatus: 1, xinzi: undefined }),
  }),
  favouriteJob: async (s) => ({ body: { jobId: 'job-03', userId: await me(s) } }),
  unfavouriteJob: async (s) => ({ body: { jobId: 'job-01', userId: await me(s) } }),
  listWantBuys: async () => ({ query: { pageIndex: 1, pageSize: 4 } }),
  getWantBuy: async (s) => ({ query: { id: 'wantbuy-01', userId: await me(s) } }),
  releaseWantBuy: async (s) => ({
    body: wantBuyForm(await me(s, 'company'), { takeDeliveryTime: '2099-05-20', transactionMode: '验货后付款' }),
  }),
  listMyWantBuys: async (s) => ({ query: { memberId: await me(s, 'company'), pageIndex: 1, pageSize: 6 } }),
  deleteMyWantBuy: async (s) => ({ query: { id: await newWantBuy(s) } }),
  listSourceGoods: async () => ({ query: { pageIndex: 1, pageSize: 4 } }),
  getSourceGoods: async (s) => ({ query: { id: 'goods-01', userId: await me(s) } }),
  releaseSourceGoods: async (s) => ({
    body: {
      memberId: await me(s, 'company'),
      people: '张丽',
      phone: '13800000002',
      detailedInformation: '明前特级信阳毛尖现货100斤。',
      imgs: '/upload/a.png,/upload/b.png',
    },
  }),
  listMyReleases: async (s) => ({ query: { memberId: await me(s, 'company'), pageIndex: 1, pageSize: 6 } }),
  deleteMyRelease: async (s) => ({
    query: { id: await firstOf(s, 'listMyReleases', { memberId: await me(s, 'company') }) },
  }),
  makeOffer: async (s) => ({ query: offerQuery(await me(s), 'wantbuy-02') }),
  listMyOffers: async (s) => ({ query: { memberId: await me(s), pageIndex: 1, pageSize: 5 } }),
  getMyOffer: async (s) => {
    const memberId = await me(s);
    const [offer] = (await s.call('listMyOffers', { query: { memberId } })).body.data as { wantBuyId: string }[];
    return { query: { memberId, wantBuyId: offer.wantBuyId } };
  },
  deleteMyOffer: async (s) => ({ query: { id: await firstOf(s, 'listMyOffers', { memberId: await me(s) }) } }),
  listBidders: async () => ({ query: { wantBuyId: 'wantbuy-01', pageIndex: 1, pageSize: 10 } }),
  listPurchaseDynamics: async () => ({ query: { pageIndex: 1, pageSize: 7 } }),
  listTradeBanners: async () => ({ query: { plattype: 0 } }),
  applyForLoan: async (s) => ({ query: loanQuery(await me(s, 'company')) }),
  showLoanApply: async (s) => ({ query: { memberId: await me(s) } }),
};
