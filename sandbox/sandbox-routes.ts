// Sandbox-only routes under /__sandbox (not in the spec, not validated): the QR images the login page
// shows, the seed's demo pictures and videos, and — for tests and an explicit demo only (`endpoints`) — SMS codes and
// the phone app's half of
// QR login, which would let anyone read any phone's code or log in as anyone, and the operators' review
// of a festival application (POST /__sandbox/review/activity?id=…&approve=1|0&remark=…) and of a creator's
// work (POST /__sandbox/review/work?id=…&approve=1|0&remark=…: an article, video or question under review
// becomes published, or rejected with the reason work management shows).
import { Router, type Response } from 'express';
import { fileURLToPath } from 'node:url';
import { reviewWork } from './areas/creator/index.js';
import { reviewActivity } from './areas/events/index.js';
import { pictureSvg } from './areas/personal/picture.js';
import { BusinessError } from './handlers/shared.js';
import type { SandboxContext } from './context.js';
import { APP_QR_CODES, loginQrText, qrPng } from './qr-images.js';
import { findMemberByLogin } from './store/members.js';
import { findScene, QR_STATE, updateScene, type QrScene } from './store/qr-scenes.js';
import { createSession } from './store/sessions.js';
import { latestCode } from './store/sms-codes.js';

const refuse = (res: Response, status: number, msg: string) => res.status(status).json({ code: status, msg });

/** The seed's demo videos: small real clips kept in the repository (sandbox/content/media). */
const MEDIA_DIR = fileURLToPath(new URL('./content/media', import.meta.url));
const MEDIA_NAME = /^[a-z0-9-]+\.mp4$/;

const sendPng = async (res: Response, text: string) => {
  res
    .type('png')
    .set('Cache-Control', 'no-store')
    .send(await qrPng(text));
};

export function sandboxRouter(ctx: SandboxContext, endpoints: boolean): Router {
  const router = Router();

  router.get('/static/qr-:key.png', async (req, res) => {
    // an own key only: qr-__proto__.png or qr-constructor.png name no code
    if (!Object.hasOwn(APP_QR_CODES, req.params.key)) return refuse(res, 404, '图片不存在');
    await sendPng(res, APP_QR_CODES[req.params.key].text);
  });

  // the seed's demo pictures (sandbox/areas/personal/picture.ts); public, like the pictures they stand for
  router.get('/pictures/card.svg', (req, res) => {
    res.type('svg').set('Cache-Control', 'public, max-age=86400').send(pictureSvg(req.query));
  });

  // the seed's demo videos (learning videos, creators' videos); ranges served, so a player can seek
  router.get('/media/:name', (req, res) => {
    if (!MEDIA_NAME.test(req.params.name)) return refuse(res, 404, '视频不存在');
    res.sendFile(req.params.name, { root: MEDIA_DIR, headers: { 'Cache-Control': 'public, max-age=86400' } }, (err) => {
      if (err && !res.headersSent) refuse(res, 404, '视频不存在');
    });
  });

  router.get('/qr/:id.png', async (req, res) => {
    if (!findScene(ctx.db, req.params.id, ctx.now())) return refuse(res, 404, '二维码不存在');
    await sendPng(res, loginQrText(req.params.id));
  });

  if (!endpoints) return router;

  router.get('/sms', (req, res) => {
    const row = latestCode(ctx.db, String(req.query.phone ?? ''));
    if (!row) return refuse(res, 404, '该手机号没有收到过验证码');
    res.json({ code: 200, msg: '操作成功', data: { code: row.code } });
  });

  router.post('/review/activity', (req, res) => {
    const activity = reviewActivity(
      ctx.db,
      String(req.query.id ?? ''),
      req.query.approve === '1',
      String(req.query.remark ?? ''),
    );
    if (!activity) return refuse(res, 404, '活动不存在');
    res.json({ code: 200, msg: '操作成功', data: { checkStatus: activity.checkStatus } });
  });

  router.post('/review/work', (req, res) => {
    const approve = req.query.approve === '1';
    const remark = String(req.query.remark ?? '').trim();
    if (!approve && !remark) return refuse(res, 409, '请填写驳回原因');
    try {
      const work = reviewWork(ctx.db, String(req.query.id ?? ''), approve ? { pass: true } : { pass: false, remark });
      res.json({ code: 200, msg: '操作成功', data: { authState: work.authState } });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      refuse(res, 409, error.message);
    }
  });

  /** The scene a scan or confirm acts on, or a refusal already sent. */
  const liveScene = (id: string, res: Response): QrScene | undefined => {
    const scene = findScene(ctx.db, id, ctx.now());
    if (!scene) refuse(res, 404, '二维码不存在');
    else if (scene === 'expired') refuse(res, 410, '二维码已过期');
    else if (scene.state === QR_STATE.loggedIn) refuse(res, 409, '该二维码已登录');
    else return scene;
  };

  router.post('/qr/:id/scan', (req, res) => {
    if (!liveScene(req.params.id, res)) return;
    updateScene(ctx.db, req.params.id, QR_STATE.scanned);
    res.json({ code: 200, msg: '已扫码', data: { state: QR_STATE.scanned } });
  });

  // The demo individual account confirms unless another one is named.
  router.post('/qr/:id/confirm', (req, res) => {
    if (!liveScene(req.params.id, res)) return;
    const member = findMemberByLogin(ctx.db, String(req.query.username ?? 'chayou'));
    if (!member) return refuse(res, 404, '用户不存在');
    updateScene(ctx.db, req.params.id, QR_STATE.loggedIn, createSession(ctx.db, member, ctx.now()).ticket);
    res.json({ code: 200, msg: '已确认登录', data: { state: QR_STATE.loggedIn } });
  });

  return router;
}
