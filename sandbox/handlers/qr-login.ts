// QR-code login, portal side: make a scene and poll it. The phone app's side (scan, confirm) is
// played by the sandbox-only routes in sandbox-routes.ts.
import { findSession } from '../store/sessions.js';
import { createScene, findScene, QR_STATE, takeConfirmedScene } from '../store/qr-scenes.js';
import { fail, ok, type Handler } from './shared.js';

export const qrImagePath = (sceneId: string) => `/__sandbox/qr/${sceneId}.png`;

export const qrLoginHandlers: Record<string, Handler> = {
  generateQrCode(_input, ctx) {
    const id = createScene(ctx.db, ctx.now());
    return ok({ qrcodeUrl: qrImagePath(id), qrCodeSceneEntity: { id } });
  },

  // userId and type are what the phone app sends when it polls; the portal's poll needs only qrId.
  // An expired scene is a refusal, not a state: the portal reads any state but 0 and 2 as logged in.
  scanLogin({ query }, ctx) {
    const scene = findScene(ctx.db, query.qrId as string, ctx.now()) ?? fail('二维码不存在');
    if (scene === 'expired') fail('二维码已过期，请刷新二维码');
    if (scene.state !== QR_STATE.loggedIn) return ok({ state: scene.state });
    // used once: the first poll after the confirmation takes the session, and the scene with it
    const ticket = takeConfirmedScene(ctx.db, scene.id) ?? fail('二维码不存在');
    const session = findSession(ctx.db, ticket) ?? fail('登录已失效');
    return ok({ state: scene.state, session }, '登录成功');
  },
};
