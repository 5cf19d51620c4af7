// generated from spec/openapi.yaml by npm run generate — do not edit

/** Every call by operationId: method, path, body encoding, query parameter names, the client it goes
 * through (second = operations whose security names `ts`), whether it carries the x-autograph
 * signature, and what the runtime's send unwraps from the envelope. */
export const operations = {
  generateQrCode: {
    method: 'GET',
    path: '/api/upload/generateQrCode',
    body: 'none',
    query: [],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '生成扫码登录二维码',
  },
  getAdvertisementList: {
    method: 'GET',
    path: '/api/advertisement/getAdvertisementList',
    body: 'none',
    query: ['advertisemenCode'],
    client: 'main',
    autograph: false,
    unwrap: 'page',
    summary: '广告位（头部 App 二维码等）',
  },
  getInfo: {
    method: 'GET',
    path: '/api/systeminfo/getInfo',
    body: 'none',
    query: ['type'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '系统说明文本（协议、规则）',
  },
  getMemberDetail: {
    method: 'GET',
    path: '/api/personalcenter/getMemberDetail',
    body: 'none',
    query: ['userId'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '会员详情',
  },
  getUser: {
    method: 'GET',
    path: '/api/login/getUser',
    body: 'none',
    query: ['ticket'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '按票据取当前用户',
  },
  legalPersonRegister: {
    method: 'POST',
    path: '/api/login/legalPersonRegister',
    body: 'json',
    query: [],
    client: 'main',
    autograph: false,
    unwrap: 'msg',
    summary: '法人注册',
  },
  loginByCode: {
    method: 'POST',
    path: '/cyapp/login/loginByCode',
    body: 'form',
    query: [],
    client: 'second',
    autograph: false,
    unwrap: 'data',
    summary: '手机验证码登录（旧接口）',
  },
  loginOrRegister: {
    method: 'GET',
    path: '/api/login/loginOrRegister',
    body: 'none',
    query: ['username', 'userpass', 'isCompany'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '账号密码登录',
  },
  loginOrRegisterPhoneCode: {
    method: 'GET',
    path: '/api/login/loginOrRegisterPhoneCode',
    body: 'none',
    query: ['phone', 'code', 'isCompany'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '手机验证码登录',
  },
  logout: {
    method: 'GET',
    path: '/api/login/logout',
    body: 'none',
    query: ['ticket'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '退出登录',
  },
  personalRegister: {
    method: 'POST',
    path: '/api/login/personalRegister',
    body: 'json',
    query: [],
    client: 'main',
    autograph: true,
    unwrap: 'msg',
    summary: '个人注册',
  },
  scanLogin: {
    method: 'POST',
    path: '/api/login/scanLogin',
    body: 'none',
    query: ['qrId', 'userId', 'type'],
    client: 'main',
    autograph: false,
    unwrap: 'data',
    summary: '轮询扫码状态（每秒一次）',
  },
  sendCode: {
    method: 'GET',
    path: '/api/sms/sendCode',
    body: 'none',
    query: ['phone', 'autograph'],
    client: 'main',
    autograph: false,
    unwrap: 'msg',
    summary: '发送短信验证码',
  },
  updatePwd1: {
    method: 'POST',
    path: '/api/login/updatePwd1',
    body: 'json',
    query: [],
    client: 'main',
    autograph: false,
    unwrap: 'msg',
    summary: '找回密码',
  },
} as const;

export type OperationId = keyof typeof operations;

/** x-signing: the headers and suffix of the main client's request signature. */
export const signing = {
  uuidHeader: 'uuid',
  timestampHeader: 'timestamp',
  signHeader: 'sign',
  algorithm: 'md5',
  suffix: 'tea-portal-sandbox',
} as const;

/** x-main-client: the signed JSON client's settings. */
export const mainClient = { timeoutMs: 30000 } as const;

/** x-second-client: the form-encoded client's ts/token headers and timeout. */
export const secondClient = { tsHeader: 'ts', tsValue: 'tea-portal', tokenHeader: 'token', timeoutMs: 20000 } as const;

/** x-autograph: the secret of the md5 signature registration calls carry. */
export const autographSecret = 'tea-portal-register';
