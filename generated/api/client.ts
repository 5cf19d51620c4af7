// generated from spec/openapi.yaml by npm run generate — do not edit
import type { Client } from 'openapi-fetch';
import type { OperationId } from './operations.js';
import type { operations as Operations, paths } from './schema.js';
import { formBody, pick } from './support.js';

/** One flat input per operation: its query and path parameters and its body fields together. */
export interface ApiInputs {
  generateQrCode: Record<string, never>;
  getAdvertisementList: NonNullable<Operations['getAdvertisementList']['parameters']['query']>;
  getInfo: NonNullable<Operations['getInfo']['parameters']['query']>;
  getMemberDetail: NonNullable<Operations['getMemberDetail']['parameters']['query']>;
  getUser: NonNullable<Operations['getUser']['parameters']['query']>;
  legalPersonRegister: NonNullable<Operations['legalPersonRegister']['requestBody']>['content']['application/json'];
  loginByCode: NonNullable<Operations['loginByCode']['requestBody']>['content']['application/x-www-form-urlencoded'];
  loginOrRegister: NonNullable<Operations['loginOrRegister']['parameters']['query']>;
  loginOrRegisterPhoneCode: NonNullable<Operations['loginOrRegisterPhoneCode']['parameters']['query']>;
  logout: NonNullable<Operations['logout']['parameters']['query']>;
  personalRegister: NonNullable<Operations['personalRegister']['requestBody']>['content']['application/json'];
  scanLogin: NonNullable<Operations['scanLogin']['parameters']['query']>;
  sendCode: NonNullable<Operations['sendCode']['parameters']['query']>;
  updatePwd1: NonNullable<Operations['updatePwd1']['requestBody']>['content']['application/json'];
}
export type ApiInput<Op extends OperationId> = ApiInputs[Op];

/** What a successful call returns: the envelope's page, data and total, data, or else its msg. */
export interface ApiResults {
  generateQrCode: NonNullable<Operations['generateQrCode']['responses'][200]['content']['application/json']['data']>;
  getAdvertisementList: NonNullable<Operations['getAdvertisementList']['responses'][200]['content']['application/json']['page']>;
  getInfo: NonNullable<Operations['getInfo']['responses'][200]['content']['application/json']['data']>;
  getMemberDetail: NonNullable<Operations['getMemberDetail']['responses'][200]['content']['application/json']['data']>;
  getUser: NonNullable<Operations['getUser']['responses'][200]['content']['application/json']['data']>;
  legalPersonRegister: string;
  loginByCode: NonNullable<Operations['loginByCode']['responses'][200]['content']['application/json']['data']>;
  loginOrRegister: NonNullable<Operations['loginOrRegister']['responses'][200]['content']['application/json']['data']>;
  loginOrRegisterPhoneCode: NonNullable<Operations['loginOrRegisterPhoneCode']['responses'][200]['content']['application/json']['data']>;
  logout: NonNullable<Operations['logout']['responses'][200]['content']['application/json']['data']>;
  personalRegister: string;
  scanLogin: NonNullable<Operations['scanLogin']['responses'][200]['content']['application/json']['data']>;
  sendCode: string;
  updatePwd1: string;
}
export type ApiResult<Op extends OperationId> = ApiResults[Op];

export type Unwrap = 'page' | 'data+total' | 'data' | 'msg';

/** The runtime's sender: checks the envelope code, shows the toast on failure, and unwraps. */
export type Send = <T>(
  operationId: OperationId,
  request: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  unwrap: Unwrap,
) => Promise<T>;

export interface ApiClients {
  main: Client<paths>;
  second: Client<paths>;
}

export function createApi(clients: ApiClients, send: Send) {
  return {
    generateQrCode: () =>
      send<ApiResult<'generateQrCode'>>(
        'generateQrCode',
        clients.main.GET('/api/upload/generateQrCode'),
        'data',
      ),
    getAdvertisementList: (input: ApiInput<'getAdvertisementList'>) =>
      send<ApiResult<'getAdvertisementList'>>(
        'getAdvertisementList',
        clients.main.GET('/api/advertisement/getAdvertisementList', { params: { query: pick(input, ['advertisemenCode']) } }),
        'page',
      ),
    getInfo: (input: ApiInput<'getInfo'>) =>
      send<ApiResult<'getInfo'>>(
        'getInfo',
        clients.main.GET('/api/systeminfo/getInfo', { params: { query: pick(input, ['type']) } }),
        'data',
      ),
    getMemberDetail: (input: ApiInput<'getMemberDetail'>) =>
      send<ApiResult<'getMemberDetail'>>(
        'getMemberDetail',
        clients.main.GET('/api/personalcenter/getMemberDetail', { params: { query: pick(input, ['userId']) } }),
        'data',
      ),
    getUser: (input: ApiInput<'getUser'>) =>
      send<ApiResult<'getUser'>>(
        'getUser',
        clients.main.GET('/api/login/getUser', { params: { query: pick(input, ['ticket']) } }),
        'data',
      ),
    legalPersonRegister: (input: ApiInput<'legalPersonRegister'>) =>
      send<ApiResult<'legalPersonRegister'>>(
        'legalPersonRegister',
        clients.main.POST('/api/login/legalPersonRegister', { body: input }),
        'msg',
      ),
    loginByCode: (input: ApiInput<'loginByCode'>) =>
      send<ApiResult<'loginByCode'>>(
        'loginByCode',
        clients.second.POST('/cyapp/login/loginByCode', { body: input, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        'data',
      ),
    loginOrRegister: (input: ApiInput<'loginOrRegister'>) =>
      send<ApiResult<'loginOrRegister'>>(
        'loginOrRegister',
        clients.main.GET('/api/login/loginOrRegister', { params: { query: pick(input, ['username', 'userpass', 'isCompany']) } }),
        'data',
      ),
    loginOrRegisterPhoneCode: (input: ApiInput<'loginOrRegisterPhoneCode'>) =>
      send<ApiResult<'loginOrRegisterPhoneCode'>>(
        'loginOrRegisterPhoneCode',
        clients.main.GET('/api/login/loginOrRegisterPhoneCode', { params: { query: pick(input, ['phone', 'code', 'isCompany']) } }),
        'data',
      ),
    logout: (input: ApiInput<'logout'>) =>
      send<ApiResult<'logout'>>(
        'logout',
        clients.main.GET('/api/login/logout', { params: { query: pick(input, ['ticket']) } }),
        'data',
      ),
    personalRegister: (input: ApiInput<'personalRegister'>) =>
      send<ApiResult<'personalRegister'>>(
        'personalRegister',
        clients.main.POST('/api/login/personalRegister', { body: input }),
        'msg',
      ),
    scanLogin: (input: ApiInput<'scanLogin'>) =>
      send<ApiResult<'scanLogin'>>(
        'scanLogin',
        clients.main.POST('/api/login/scanLogin', { params: { query: pick(input, ['qrId', 'userId', 'type']) } }),
        'data',
      ),
    sendCode: (input: ApiInput<'sendCode'>) =>
      send<ApiResult<'sendCode'>>(
        'sendCode',
        clients.main.GET('/api/sms/sendCode', { params: { query: pick(input, ['phone', 'autograph']) } }),
        'msg',
      ),
    updatePwd1: (input: ApiInput<'updatePwd1'>) =>
      send<ApiResult<'updatePwd1'>>(
        'updatePwd1',
        clients.main.POST('/api/login/updatePwd1', { body: input }),
        'msg',
      ),
  };
}

export type Api = ReturnType<typeof createApi>;
