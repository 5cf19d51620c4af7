// PNG QR codes the sandbox draws itself: login scenes and the header's app download codes.
import QRCode from 'qrcode';

/** What the header's two app QR codes encode (advertisement slot `app-qr`). */
export const APP_QR_CODES: Record<string, { name: string; text: string }> = {
  app: { name: '茶产业门户 App', text: 'https://tea-portal.example.cn/app/download' },
  wechat: { name: '微信公众号', text: 'https://tea-portal.example.cn/wechat' },
};

export const appQrPath = (key: string) => `/__sandbox/static/qr-${key}.png`;

/** What a login scene's QR code encodes: the phone app reads the scene id from it. */
export const loginQrText = (sceneId: string) => `tea-portal-login:${sceneId}`;

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 240, margin: 1 });
}
