import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  identityOf,
  recognizeIdCardFront,
  RECOGNITION_FAILURE_DELAY_MS,
  type RecognitionDeps,
} from '../../src/lib/card-recognition';

// The card-recognition call of the real-name page (seed 1 §7.3, §8) against a fake service.
const front = '/__sandbox/uploads/0a1b2c3d-0000-4000-8000-000000000001.png';
const ok = {
  code: 0,
  message: 'OK',
  result_list: [{ code: 0, message: 'OK', url: 'x', data: { name: '王茶香', id: '411502199001011236', sex: '男' } }],
};

function deps(answer: () => Promise<Response>, getSign = () => Promise.resolve({ appid: 'app', sign: 's1' })) {
  const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  const d: RecognitionDeps = {
    ocrUrl: 'https://ocr.example/v1/idcard',
    imageBase: 'https://portal.example',
    getSign,
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  return { d, fetch };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Settles the call, advancing fake time by `ms`; answers the result and whether it had settled before. */
async function settle(p: Promise<unknown>, ms: number) {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms - 1);
  const early = done;
  await vi.advanceTimersByTimeAsync(1);
  return { early, value: await p };
}

describe('recognizeIdCardFront', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts appid, sign, card_type 0 and the absolute front address, and answers name and number at once', async () => {
    const { d, fetch } = deps(json(ok));
    const p = recognizeIdCardFront(front, d);
    const { early, value } = await settle(p, 1);
    expect(early).toBe(true);
    expect(value).toEqual({ name: '王茶香', idNumber: '411502199001011236' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://ocr.example/v1/idcard');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      appid: 'app',
      sign: 's1',
      card_type: 0,
      url_list: [`https://portal.example${front}`],
    });
  });

  it('keeps an absolute image address as it is', async () => {
    const { d, fetch } = deps(json(ok));
    await recognizeIdCardFront('https://cdn.example/a.jpg', d);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body)).url_list).toEqual(['https://cdn.example/a.jpg']);
  });

  it.each([
    ['the service refuses the sign', json({ code: -1, message: '签名无效或已过期', result_list: [] })],
    [
      'the image cannot be read',
      json({ code: 0, message: 'OK', result_list: [{ code: -5, message: '图片下载失败', url: 'x' }] }),
    ],
    ['the answer has no name', json({ code: 0, result_list: [{ code: 0, data: { id: '411502199001011236' } }] })],
    ['an empty result list', json({ code: 0, result_list: [] })],
    ['HTTP 500', json({ code: 0, result_list: ok.result_list }, 500)],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: answers null only after 1 second', async (_case, answer) => {
    const { d } = deps(answer);
    const { early, value } = await settle(recognizeIdCardFront(front, d), RECOGNITION_FAILURE_DELAY_MS);
    expect(RECOGNITION_FAILURE_DELAY_MS).toBe(1000);
    expect(early).toBe(false);
    expect(value).toBeNull();
  });

  it('a refused /api/sign never reaches the service and fails after 1 second', async () => {
    const { d, fetch } = deps(json(ok), () => Promise.reject(new Error('签名校验失败')));
    const { early, value } = await settle(recognizeIdCardFront(front, d), 1000);
    expect([early, value]).toEqual([false, null]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('identityOf', () => {
  it('reads the first result, trimming, and only a complete one', () => {
    expect(
      identityOf({ code: '0', result_list: [{ code: '0', data: { name: ' 李雨晴 ', id: '41150219900101123X ' } }] }),
    ).toEqual({ name: '李雨晴', idNumber: '41150219900101123X' });
    expect(identityOf({ code: 0, result_list: [{ code: 0, data: { name: '李雨晴', id: 411502 } }] })).toBeNull();
    expect(identityOf(null)).toBeNull();
  });
});
