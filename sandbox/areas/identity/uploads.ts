// Uploads: stored as files beside the database (data dir/uploads) with a random name that keeps the
// extension, and served back by the identity router at /__sandbox/uploads/<name>, so data.filePath
// works in an <img> on the portal's own origin.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, insertRecord } from '../kit.js';
import { requestContextOf } from './request-context.js';

const UPLOADS_URL = '/__sandbox/uploads/';
const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp'];
const VIDEO_EXTENSIONS = ['mp4', 'rmvb', 'mov', 'avi'];
const MAX_BYTES = 50 * 1024 * 1024;
/** A stored upload's name: a uuid and an accepted extension (nothing else is ever served). */
export const STORED_NAME = /^[0-9a-f-]{36}\.(gif|jpe?g|png|bmp|mp4|rmvb|mov|avi)$/;

/** The folder beside the SQLite file: a test's temporary data dir gets its own. */
export function uploadsDir(db: Db): string {
  const dir = join(dirname(db.name), 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The stored upload a filePath names, relative or absolute (a third-party service is given absolute
 * addresses): the card-recognition stand-in reads only what was uploaded here.
 */
export function findUpload(db: Db, address: string): { id: string; originalName: string } | undefined {
  const base = 'http://sandbox.invalid';
  if (!URL.canParse(address, base)) return undefined;
  const { pathname } = new URL(address, base);
  if (!pathname.startsWith(UPLOADS_URL)) return undefined;
  return getRecord(db, 'upload', pathname.slice(UPLOADS_URL.length)) as { id: string; originalName: string } | undefined;
}

export const uploadHandlers: Record<string, Handler> = {
  huploadFile({ body }, ctx) {
    const file = requestContextOf(body).files?.find((part) => part.fieldname === 'file') ?? fail('请选择要上传的文件');
    // multer reads the part's file name as latin1; browsers send UTF-8 (茶园.png)
    const originalName = Buffer.from(file.originalname, 'latin1').toString('utf8');
    const ext = extname(originalName).slice(1).toLowerCase();
    if (!IMAGE_EXTENSIONS.includes(ext) && !VIDEO_EXTENSIONS.includes(ext)) {
      fail(`不支持的文件格式，请上传图片（${IMAGE_EXTENSIONS.join('、')}）或视频（${VIDEO_EXTENSIONS.join('、')}）`);
    }
    if (file.size === 0) fail('文件内容为空');
    if (file.size > MAX_BYTES) fail('文件过大，请上传 50MB 以内的文件');
    const name = `${randomUUID()}.${ext}`;
    writeFileSync(join(uploadsDir(ctx.db), name), file.buffer);
    insertRecord(ctx.db, 'upload', { originalName, mimetype: file.mimetype, size: file.size }, ctx.now(), name);
    return ok({ filePath: UPLOADS_URL + name }, '上传成功');
  },
};
