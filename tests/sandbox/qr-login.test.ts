// @vitest-environment node
// QR login: the portal makes a scene and polls it; the sandbox-only routes play the phone app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

let s: TestSandbox;
beforeAll(async () => {
  s = await startTestSandbox();
});
afterAll(() => s.close());

async function newScene() {
  const { data } = (await s.call('generateQrCode')).body as {
    data: { qrcodeUrl: string; qrCodeSceneEntity: { id: string } };
  };
  return { id: data.qrCodeSceneEntity.id, url: data.qrcodeUrl };
}
const poll = async (qrId: string) => (await s.call('scanLogin', { query: { qrId } })).body;

describe('QR login', () => {
  it('goes waiting → scanned → logged in with a working session', async () => {
    const scene = await newScene();
    const image = await fetch(s.url + scene.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);

    expect(await poll(scene.id)).toMatchObject({ code: 200, data: { state: 0 } });
    expect((await s.send('POST', `/__sandbox/qr/${scene.id}/scan`)).body.code).toBe(200);
    expect(await poll(scene.id)).toMatchObject({ code: 200, data: { state: 2 } });
    expect((await s.send('POST', `/__sandbox/qr/${scene.id}/confirm?username=xinyangcha`)).body.code).toBe(200);

    const done = await poll(scene.id);
    expect(done).toMatchObject({ code: 200, data: { state: 1, session: { username: 'xinyangcha', isCompany: 1 } } });
    const { ticket } = (done.data as { session: { ticket: string } }).session;
    // the ticket is a live session's: logging out with it ends one
    expect((await s.call('logout', { query: { ticket } })).body).toMatchObject({ code: 200, msg: '退出成功' });
    expect((await s.send('POST', `/__sandbox/qr/${scene.id}/scan`)).status).toBe(404);
  });

  it('hands the session out once: whoever else polls the scene id afterwards gets nothing', async () => {
    const scene = await newScene();
    await s.send('POST', `/__sandbox/qr/${scene.id}/confirm?username=xinyangcha`);
    const first = await s.call('scanLogin', { query: { qrId: scene.id }, cookie: '' });
    expect(first.body).toMatchObject({ code: 200, data: { state: 1 } });
    expect(first.headers.getSetCookie().length).toBe(1);
    const again = await s.call('scanLogin', { query: { qrId: scene.id }, cookie: '' });
    expect(again.body).toEqual({ code: 500, msg: '二维码不存在' });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('confirms as the demo individual account by default', async () => {
    const scene = await newScene();
    await s.send('POST', `/__sandbox/qr/${scene.id}/confirm`);
    expect(await poll(scene.id)).toMatchObject({ data: { state: 1, session: { username: 'chayou' } } });
  });

  it('refuses an unknown scene and one older than 5 minutes', async () => {
    expect(await poll('no-such-scene')).toEqual({ code: 500, msg: '二维码不存在' });
    expect((await s.send('GET', '/__sandbox/qr/no-such-scene.png')).status).toBe(404);
    const scene = await newScene();
    s.advance(5 * 60_000 + 1_000);
    expect(await poll(scene.id)).toEqual({ code: 500, msg: '二维码已过期，请刷新二维码' });
    expect((await s.send('POST', `/__sandbox/qr/${scene.id}/confirm`)).status).toBe(410);
  });

  it('serves the header app QR images the advertisement slot points at', async () => {
    const { page } = (await s.call('getAdvertisementList', { query: { advertisemenCode: 'app-qr' } })).body;
    expect(page?.records.map((r) => (r as { advertisementName: string }).advertisementName)).toEqual([
      '茶产业门户 App',
      '微信公众号',
    ]);
    for (const record of page!.records as { advertisementConnection: string }[]) {
      expect((await fetch(s.url + record.advertisementConnection)).headers.get('content-type')).toBe('image/png');
    }
    expect((await s.call('getAdvertisementList', { query: { advertisemenCode: 'none' } })).body.page).toEqual({
      records: [],
      total: 0,
    });
  });
});
