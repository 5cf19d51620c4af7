// @vitest-environment happy-dom
import md5 from 'md5';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isSuccess, send, signHeaders } from '../../src/lib/http';
import { toasts } from '../../src/lib/toast';

const reply = (body: unknown, status = 200) =>
  Promise.resolve({
    data: status < 400 ? body : undefined,
    error: status >= 400 ? body : undefined,
    response: new Response(null, { status }),
  });

describe('request signature (seed 1 §7.1)', () => {
  it('sends uuid, a 10-digit seconds timestamp and md5(uuid + timestamp + suffix)', () => {
    const h = signHeaders('suffix', 1_767_225_600_123, 'f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(h.timestamp).toBe('1767225600');
    expect(h.uuid).toBe('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(h.sign).toBe(md5('f47ac10b-58cc-4372-a567-0e02b2c3d479' + '1767225600' + 'suffix'));
  });

  it('signs the UTF-8 bytes of what it signs, as the server does (Node: md5 of the same text)', () => {
    const suffix = '茶·签名';
    const h = signHeaders(suffix, 1_767_225_600_123, 'f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(h.sign).toBe(
      createHash('md5').update(`f47ac10b-58cc-4372-a567-0e02b2c3d4791767225600${suffix}`, 'utf8').digest('hex'),
    );
  });

  it('makes a fresh uuid per request', () => {
    expect(signHeaders('s').uuid).not.toBe(signHeaders('s').uuid);
  });
});

describe('envelope handling', () => {
  afterEach(() => vi.useRealTimers());

  it.each([200, '200', 1])('code %j is success', (code) => {
    expect(isSuccess(code)).toBe(true);
  });

  it.each([0, 500, '500', -1, undefined])('code %j is not', (code) => {
    expect(isSuccess(code)).toBe(false);
  });

  it('unwraps data, page, data + total and msg', async () => {
    await expect(send('getUser', reply({ code: 200, data: { id: '1' } }), 'data')).resolves.toEqual({ id: '1' });
    await expect(
      send('getAdvertisementList', reply({ code: '200', page: { records: [], total: 0 } }), 'page'),
    ).resolves.toEqual({ records: [], total: 0 });
    await expect(send('getUser', reply({ code: 1, data: [1], total: 9 }), 'data+total')).resolves.toEqual({
      data: [1],
      total: 9,
    });
    await expect(send('sendCode', reply({ code: 200, msg: '发送成功' }), 'msg')).resolves.toBe('发送成功');
  });

  it('shows the server msg as a toast and rejects on any other code, HTTP errors included', async () => {
    vi.useFakeTimers();
    await expect(send('loginOrRegister', reply({ code: 500, msg: '账号或密码错误' }), 'data')).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(send('sendCode', reply({ code: 400, msg: '参数错误：query.phone' }, 400), 'msg')).rejects.toThrow(
      '参数错误：query.phone',
    );
    expect(toasts.get().map((t) => t.text)).toEqual(['账号或密码错误', '参数错误：query.phone']);
  });

  it('code -1 (not logged in, on either client) says 请先登录, forgets the stored session and goes to login, coming back after', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('user_id', 'someone-else');
    location.hash = '#/user/userInfo';
    await expect(send('getMemberDetail', reply({ code: -1, msg: '请先登录' }), 'data')).rejects.toThrow('请先登录');
    expect(toasts.get().at(-1)?.text).toBe('请先登录');
    expect(sessionStorage.getItem('user_id')).toBeNull();
    expect(location.hash).toBe('#/login?redirect=%2Fuser%2FuserInfo');
  });

  it('a network failure says the network is weak, never a blank failure', async () => {
    vi.useFakeTimers();
    await expect(send('getUser', Promise.reject(new TypeError('Failed to fetch')), 'data')).rejects.toThrow(
      '网络不给力，请稍后再试',
    );
    expect(toasts.get().at(-1)?.text).toBe('网络不给力，请稍后再试');
  });

  it('a call the seeds say fails silently (x-quiet-failure) rejects without a toast; its block says it failed', async () => {
    vi.useFakeTimers();
    const before = toasts.get().length;
    await expect(send('listJobs', reply({ code: 500, msg: '服务器繁忙' }), 'page')).rejects.toThrow('服务器繁忙');
    await expect(send('listScoreRecords', Promise.reject(new TypeError('Failed to fetch')), 'page')).rejects.toThrow(
      '网络不给力，请稍后再试',
    );
    expect(toasts.get().length).toBe(before);
    // any other call still says why
    await expect(send('getNoticeList', reply({ code: 500, msg: '服务器繁忙' }), 'page')).rejects.toThrow('服务器繁忙');
    expect(toasts.get().at(-1)?.text).toBe('服务器繁忙');
  });
});
