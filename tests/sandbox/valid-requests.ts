// One valid request per served operation of spec/openapi.yaml (x-unused ones are not served), with whatever it needs
// set up first: the
// contract test sends each and wants code 200; the access contract sends each as a visitor and as
// another member and wants the spec's refusals. Each area keeps its samples in valid/<area>.ts.
import { DEMO, personalRegistration, type Call, type TestSandbox } from './harness.js';

const login = async (s: TestSandbox) =>
  (
    await s.call('loginOrRegister', {
      query: { username: DEMO.personal.username, userpass: DEMO.password, isCompany: 0 },
    })
  ).body.data as { id: string; ticket: string };

export type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;

// Each area keeps its sample requests beside its tests: tests/sandbox/valid/<area>.ts exports `valid`.
const AREA_VALID = Object.values(import.meta.glob<{ valid: Valid }>('./valid/*.ts', { eager: true })).map(
  (m) => m.valid,
);

/** One valid request per operation, with whatever it needs set up first. */
export const VALID: Valid = Object.assign(
  <Valid>{
    loginOrRegister: async () => ({
      query: { username: DEMO.company.username, userpass: DEMO.password, isCompany: 1 },
    }),
    loginOrRegisterPhoneCode: async (s) => ({
      query: { phone: DEMO.personal.phone, code: await s.smsCode(DEMO.personal.phone), isCompany: 0 },
    }),
    sendCode: async () => ({ query: { phone: '13700000001' } }),
    updatePwd1: async (s) => ({
      body: {
        phone: DEMO.personal.phone,
        code: await s.smsCode(DEMO.personal.phone),
        password: DEMO.password,
        isCompany: 0,
      },
    }),
    personalRegister: async (s) => ({
      body: personalRegistration('13900000011', await s.smsCode('13900000011', true)),
    }),
    legalPersonRegister: async (s) => {
      const phone = '13900000012';
      const form = {
        ...personalRegistration(phone, await s.smsCode(phone)),
        company: '云雾茶业合作社',
        creditCode: '93411500MA40000002',
        userName: '陈大山',
      };
      delete (form as { autograph?: string }).autograph;
      return { body: form };
    },
    logout: async (s) => ({ query: { ticket: (await login(s)).ticket } }),
    generateQrCode: async () => ({}),
    scanLogin: async (s) => ({
      query: {
        qrId: ((await s.call('generateQrCode')).body.data as { qrCodeSceneEntity: { id: string } }).qrCodeSceneEntity
          .id,
      },
    }),
    getMemberDetail: async (s) => ({ query: { userId: (await login(s)).id } }),
    getInfo: async () => ({ query: { type: 10 } }),
    getAdvertisementList: async () => ({ query: { advertisemenCode: 'app-qr' } }),
  },
  ...AREA_VALID,
);
