// Deployment configuration, read once at start-up from Vite's env (VITE_*). Defaults point at the
// sandbox on the same origin, so a fresh checkout runs with no configuration at all.
import { signing } from '../../generated/api/operations';

function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value === undefined || value === '' ? fallback : value;
}

/** Chat: the sandbox's local service by default, tim-js-sdk with an app id in production (seed 1 §7.4). */
function chatConfig(kind: string, timAppId: string) {
  // stays: a build's misconfiguration, said to its developer when the bundle starts, never to a visitor
  if (kind !== 'local' && kind !== 'tim') throw new Error(`VITE_CHAT 应为 local 或 tim，而不是 ${kind}`);
  // stays: as above, a developer's error at start-up
  if (kind === 'tim' && !/^\d+$/.test(timAppId)) throw new Error('VITE_CHAT=tim 需要数字 VITE_TIM_APP_ID');
  return { kind, timAppId: Number(timAppId) } as const;
}

export const config = {
  /** base address of the product API (main client) */
  apiBase: read('VITE_API_BASE', location.origin),
  /** base address of the second client (seed 1 §7.1: one per environment, ending in /api/v1/ there) */
  secondApiBase: read('VITE_SECOND_API_BASE', location.origin),
  /** suffix of the request signature; the spec's value is the sandbox's */
  signSuffix: read('VITE_SIGN_SUFFIX', signing.suffix),
  chat: chatConfig(read('VITE_CHAT', 'local'), read('VITE_TIM_APP_ID', '')),
  /** the maps service key (seed 1 §7.3); empty = maps fall back to manual address entry */
  amapKey: read('VITE_AMAP_KEY', ''),
  /**
   * the third-party card-recognition service (seed 1 §7.3) the real-name page posts ID images to; by
   * default the sandbox's stand-in. A deployment naming another host must add it to the CSP's connect-src.
   */
  ocrUrl: read('VITE_OCR_URL', `${location.origin}/__sandbox/ocr`),
} as const;
