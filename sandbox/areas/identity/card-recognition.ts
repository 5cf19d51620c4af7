// The third-party card-recognition service's stand-in (seed 1 §7.3): /api/sign hands out an appid and
// a sign the stand-in accepts for two hours; the router exposes recognizeCards at POST /__sandbox/ocr.
// A stored upload "reads" as a made-up but well-formed 信阳 ID card, the same one every time; an
// address that is not an upload fails as a download error, which sends the page to manual entry.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db.js';
import { ok, type Handler } from '../../handlers/shared.js';
import { getRecord, insertRecord } from '../record-store.js';
import { idCheckChar, XINYANG_DISTRICTS } from './id-card.js';
import { findUpload } from './uploads.js';

const OCR_APPID = 'tea-portal-ocr';
const SIGN_TTL_MS = 2 * 3_600_000;

export interface OcrRequest {
  appid?: unknown;
  sign?: unknown;
  /** 0 front (portrait side), 1 back (emblem side) */
  card_type?: unknown;
  url_list?: unknown;
}

interface OcrResult {
  code: number;
  message: string;
  url: string;
  data?: Record<string, string>;
}

export const cardRecognitionHandlers: Record<string, Handler> = {
  getOcrSign(_input, ctx) {
    const sign = randomBytes(20).toString('hex');
    insertRecord(ctx.db, 'ocr-sign', { appid: OCR_APPID, expiresAt: ctx.now() + SIGN_TTL_MS }, ctx.now(), sign);
    return ok({ appid: OCR_APPID, sign });
  },
};

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
const GIVEN_NAMES = [
  '茶香',
  '明远',
  '雨晴',
  '建国',
  '春生',
  '秀兰',
  '志强',
  '丽娟',
  '文博',
  '晓燕',
  '德胜',
  '玉芬',
  '海涛',
  '雪梅',
];

/** A stable pseudo-identity per upload: the digest picks every part. */
function identityFor(uploadId: string): Record<string, string> {
  const digest = createHash('sha256').update(uploadId).digest();
  const district = XINYANG_DISTRICTS[digest[0] % XINYANG_DISTRICTS.length];
  const birth = new Date(Date.UTC(1960 + (digest[1] % 40), digest[2] % 12, 1 + (digest[3] % 28)));
  const birthDigits = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const sequence = String(digest.readUInt16BE(4) % 1000).padStart(3, '0');
  const first17 = district.code + birthDigits + sequence;
  return {
    name: SURNAMES[digest[6] % SURNAMES.length] + GIVEN_NAMES[digest[7] % GIVEN_NAMES.length],
    sex: Number(sequence) % 2 === 1 ? '男' : '女',
    nation: '汉',
    birth: `${birth.getUTCFullYear()}/${birth.getUTCMonth() + 1}/${birth.getUTCDate()}`,
    address: `河南省信阳市${district.name}${['茶山村', '龙潭村', '新集镇', '白云社区'][digest[8] % 4]}${1 + (digest[9] % 60)}号`,
    id: first17 + idCheckChar(first17),
    // districts have a branch of the city bureau, counties a bureau of their own
    authority: district.name.endsWith('区')
      ? `信阳市公安局${district.name.slice(0, -1)}分局`
      : `${district.name}公安局`,
  };
}

/** The service's answer: code 0 with one result per address; each result's code 0 means it was read. */
export function recognizeCards(
  db: Db,
  now: number,
  request: OcrRequest,
): { code: number; message: string; result_list: OcrResult[] } {
  const sign = typeof request.sign === 'string' ? getRecord(db, 'ocr-sign', request.sign) : undefined;
  if (request.appid !== OCR_APPID || !sign || Number(sign.expiresAt) < now) {
    return { code: -1, message: '签名无效或已过期', result_list: [] };
  }
  const back = Number(request.card_type) === 1;
  const urls = Array.isArray(request.url_list) ? request.url_list.map(String) : [];
  if (!urls.length) return { code: -2, message: 'url_list 不能为空', result_list: [] };
  return {
    code: 0,
    message: 'OK',
    result_list: urls.map((url) => {
      const upload = findUpload(db, url);
      if (!upload) return { code: -5, message: '图片下载失败', url };
      const { authority, ...front } = identityFor(upload.id);
      return { code: 0, message: 'OK', url, data: back ? { authority, valid_date: '2019.06.18-2039.06.18' } : front };
    }),
  };
}
