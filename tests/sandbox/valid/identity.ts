// One valid request per operation of the identity area (seed 1 §7.2: uploads, sign-in, profile,
// real-name and creator verification, deputy operators, second-client passwords, help content).
import { DEMO, loginAs, personalRegistration, type Call, type TestSandbox } from '../harness.js';

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;

const me = async (s: TestSandbox, who: 'personal' | 'company' = 'personal') => (await loginAs(s, who)).id;

/** xinyangcha's active demo deputies (13800000101, 13800000103) log in with their phone and the demo password. */
async function deputy(s: TestSandbox, phone: string) {
  const reply = await s.call('loginOrRegister', { query: { username: phone, userpass: DEMO.password, isCompany: 1 } });
  return reply.body.data as { id: string; token: string };
}

async function registered(s: TestSandbox, phone: string, legal = false): Promise<string> {
  const form = personalRegistration(phone, await s.smsCode(phone, !legal));
  if (legal) {
    const { autograph: _signature, ...fields } = form;
    await s.call('legalPersonRegister', {
      body: { ...fields, company: '商城县云雾茶叶合作社', creditCode: '93411524MA40000711', userName: '黄德胜' },
    });
  } else await s.call('personalRegister', { body: form });
  const login = await s.call('loginOrRegister', {
    query: { username: phone, userpass: 'Green2024', isCompany: legal ? 1 : 0 },
  });
  return (login.body.data as { id: string }).id;
}

const personFields = {
  name: '赵茶香',
  idCardNo: '411502199201011234',
  personInfo: '浉河区茶农，种茶二十年。',
  headPic: '/upload/head.png',
  idCardPic: '/upload/idcard.png',
};
const enterpriseFields = {
  name: '黄德胜',
  idCardNo: '411524198003031216',
  companyInfo: '商城县高山云雾茶种植与加工。',
  headPic: '/upload/head.png',
  idCardPic: '/upload/idcard.png',
  companyName: '商城县云雾茶叶合作社',
  licenseFile: '/upload/license.png',
  province: '河南省',
  city: '信阳市',
  county: '商城县',
  address: '商城县金刚台乡茶园路6号',
};
const deputyFields = { name: '钱多多', idCardNo: '411503199001012345', isWork: 1, isToutiao: 0, isActivity: 1 };

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const valid: Valid = {
  singleSignOnUrl: async (s) => ({ query: { type: 1, userId: await me(s), isPC: 1 } }),
  checkUserState: async (s) => ({ query: { userId: await me(s, 'company') } }),
  huploadFile: async () => ({ body: { file: new File([PNG_1X1], 'tea-leaf.png', { type: 'image/png' }) } }),
  submitFeedback: async (s) => ({
    body: { text: '希望增加茶园直播。', image: '/upload/a.png,/upload/b.png', userId: await me(s) },
  }),
  getSignInInfo: async (s) => ({ query: { memberId: await me(s) } }),
  getSignRules: async () => ({}),
  signIn: async (s) => ({ query: { memberId: await me(s, 'company') } }),
  getMemberLabels: async (s) => ({ query: { userId: await me(s) } }),
  updateMember: async (s) => ({
    body: {
      id: await me(s),
      nickname: '茶友小王',
      realName: '王小明',
      sex: '男',
      info: '爱喝信阳毛尖，周末常去茶园采茶。',
      labelIds: '101,301',
      labelNames: '茶农,茶园种植',
    },
  }),
  submitRealName: async (s) => ({
    query: {
      idcardPositivePic: '/upload/front.png',
      idcardBackPic: '/upload/back.png',
      idcardRealName: '周明',
      idcardNo: '411502198807156012',
      memberId: (await deputy(s, '13800000101')).id,
      type: 1,
    },
  }),
  getOcrSign: async () => ({}),
  userEditPassword: async (s) => {
    const { id, token } = await deputy(s, '13800000103');
    return { body: { user_id: id, old_password: DEMO.password, new_password: 'Tea654321' }, headers: { token } };
  },
  homeBannerList: async () => ({ query: { platform: 0 } }),
  saveTeaEnterprise: async (s) => ({ body: { userId: await registered(s, '13900000712', true), ...enterpriseFields } }),
  updateTeaEnterprise: async (s) => {
    const userId = await me(s, 'company');
    const record = (await s.call('getTeaEnterpriseByUserId', { query: { userId } })).body.data as { id: string };
    return { body: { id: record.id, userId, ...enterpriseFields, companyName: '信阳毛尖茶业有限公司' } };
  },
  saveTeaPerson: async (s) => ({ body: { userId: await registered(s, '13900000711'), ...personFields } }),
  // chayou's demo verification was rejected: resubmitting is an update
  updateTeaPerson: async (s) => {
    const userId = await me(s);
    const record = (await s.call('getTeaPersonByUserId', { query: { userId } })).body.data as { id: string };
    return { body: { id: record.id, userId, ...personFields } };
  },
  getTeaEnterpriseByUserId: async (s) => ({ query: { userId: await me(s, 'company') } }),
  getTeaPersonByUserId: async (s) => ({ query: { userId: await me(s) } }),
  getAdminList: async (s) => ({ query: { enterpriseId: await me(s, 'company') } }),
  saveAdmin: async (s) => ({ body: { enterpriseId: await me(s, 'company'), ...deputyFields, phone: '13900000713' } }),
  updateAdmin: async (s) => {
    const enterpriseId = await me(s, 'company');
    const list = (await s.call('getAdminList', { query: { enterpriseId } })).body.data as {
      id: string;
      phone: string;
    }[];
    const first = list.find((d) => d.phone === '13800000101')!;
    return {
      body: {
        id: first.id,
        enterpriseId,
        ...deputyFields,
        name: '周明',
        idCardNo: '411502198807156012',
        phone: first.phone,
      },
    };
  },
  deleteAdmin: async (s) => {
    const enterpriseId = await me(s, 'company');
    await s.call('saveAdmin', { body: { enterpriseId, ...deputyFields, phone: '13900000714' } });
    const list = (await s.call('getAdminList', { query: { enterpriseId } })).body.data as {
      id: string;
      phone: string;
    }[];
    return { query: { id: list.find((d) => d.phone === '13900000714')!.id } };
  },
  getCustomerServiceList: async () => ({}),
  noviceGuideList: async () => ({ query: { pageIndex: 1, pageSize: 10 } }),
  leaveMessage: async () => ({
    body: { userName: '游客李', title: '茶文化节开幕时间', content: '请问今年茶文化节什么时候开幕？' },
  }),
};
