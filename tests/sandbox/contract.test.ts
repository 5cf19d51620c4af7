// @vitest-environment node
// Every operation of spec/openapi.yaml has a handler, and a valid request to it gets HTTP 200, code 200
// and a body the spec's response schema accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHandlers } from '../../sandbox/api.js';
import { HANDLERS } from '../../sandbox/handlers/index.js';
import { assertValidSpec } from '../../sandbox/validation.js';
import { DEMO, personalRegistration, spec, startTestSandbox, type Call, type TestSandbox } from './harness.js';
import { responseValidator } from './response-schema.js';

const login = async (s: TestSandbox) =>
  (await s.call('loginOrRegister', { query: { username: DEMO.personal.username, userpass: DEMO.password, isCompany: 0 } })).body
    .data as { id: string; ticket: string };

type Valid = Record<string, (s: TestSandbox) => Promise<Call>>;

// Each area keeps its sample requests beside its tests: tests/sandbox/valid/<area>.ts exports `valid`.
const AREA_VALID = Object.values(import.meta.glob<{ valid: Valid }>('./valid/*.ts', { eager: true })).map((m) => m.valid);

/** One valid request per operation, with whatever it needs set up first. */
const VALID: Valid = Object.assign(<Valid>{

  loginOrRegister: async () => ({ query: { username: DEMO.company.username, userpass: DEMO.password, isCompany: 1 } }),
  loginOrRegisterPhoneCode: async (s) => ({ query: { phone: DEMO.personal.phone, code: await s.smsCode(DEMO.personal.phone), isCompany: 0 } }),
  loginByCode: async (s) => ({ body: { mobile: DEMO.company.phone, code: await s.smsCode(DEMO.company.phone) } }),
  sendCode: async () => ({ query: { phone: '13700000001' } }),
  updatePwd1: async (s) => ({
    body: { phone: DEMO.personal.phone, code: await s.smsCode(DEMO.personal.phone), password: DEMO.password, isCompany: 0 },
  }),
  personalRegister: async (s) => ({ body: personalRegistration('13900000011', await s.smsCode('13900000011', true)) }),
  legalPersonRegister: async (s) => {
    const phone = '13900000012';
    const form = { ...personalRegistration(phone, await s.smsCode(phone)), company: '云雾茶业合作社', creditCode: '93411500MA40000002', userName: '陈大山' };
    delete (form as { autograph?: string }).autograph;
    return { body: form };
  },
  getUser: async (s) => ({ query: { ticket: (await login(s)).ticket } }),
  logout: async (s) => ({ query: { ticket: (await login(s)).ticket } }),
  generateQrCode: async () => ({}),
  scanLogin: async (s) => ({ query: { qrId: ((await s.call('generateQrCode')).body.data as { qrCodeSceneEntity: { id: string } }).qrCodeSceneEntity.id } }),
  getMemberDetail: async (s) => ({ query: { userId: (await login(s)).id } }),
  getInfo: async () => ({ query: { type: 10 } }),
  getAdvertisementList: async () => ({ query: { advertisemenCode: 'app-qr' } }),
}, ...AREA_VALID);

const operationIds = spec.operations.map((op) => op.operationId);

describe('the spec and the handlers', () => {
  it('is a valid OpenAPI document', () => {
    expect(() => assertValidSpec(spec.doc)).not.toThrow();
    expect(() => assertValidSpec({ ...spec.doc, paths: { '/x': { get: { responses: 'none' } } } })).toThrow(/not a valid OpenAPI document/);
  });

  it('has a handler for every operationId and none for an unknown one', () => {
    expect(operationIds.filter((id) => !HANDLERS[id])).toEqual([]);
    expect(Object.keys(HANDLERS).filter((id) => !operationIds.includes(id))).toEqual([]);
    expect(() => checkHandlers([...operationIds, 'newCall'], HANDLERS)).toThrow(/no handler for newCall/);
  });

  it('has response schemas that refuse a wrong body', () => {
    expect(responseValidator('getUser')({ code: 200, data: { id: 'x' } })).toBe(false);
  });

  it('has a valid sample request here for every operation', () => {
    expect(operationIds.filter((id) => !VALID[id])).toEqual([]);
  });
});

describe('a valid request to each operation', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startTestSandbox(); });
  afterAll(() => s.close());

  it.each(operationIds)('%s answers 200 with a body the spec allows', async (operationId) => {
    const reply = await s.call(operationId, await VALID[operationId](s));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200 });
    const validate = responseValidator(operationId);
    expect(validate(reply.body), JSON.stringify(validate.errors)).toBe(true);
  });
});
