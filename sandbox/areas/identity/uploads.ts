// Uploads: stored as files beside the database (data dir/uploads) with a random name that keeps the
// extension, and served back by the identity router at /__sandbox/uploads/<name>, so data.filePath
// works in an <img> on the portal's own origin.
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { uploadFamilyOf } from '../../upload-gate.js';
import { getRecord, insertRecord } from '../record-store.js';
import { requestContextOf } from './request-context.js';

const UPLOADS_URL = '/__sandbox/uploads/';
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
  return getRecord(db, 'upload', pathname.slice(UPLOADS_URL.length)) as
    { id: string; originalName: string } | undefined;
}

export const uploadHandlers: Record<string, Handler> = {
  async huploadFile({ body }, ctx) {
    const rules = ctx.spec.uploads;
    const file = requestContextOf(body).files?.find((part) => part.fieldname === 'file') ?? fail('请选择要上传的文件');
    // multer reads the part's file name as latin1; browsers send UTF-8 (茶园.png)
    const originalName = Buffer.from(file.originalname, 'latin1').toString('utf8');
    // the part's header was checked before its bytes were read (upload-gate.ts): the name is an accepted kind
    const family = uploadFamilyOf(rules, originalName) ?? fail(rules.wrongTypeMsg);
    if (file.size === 0) fail('文件内容为空');
    if (file.size > rules.maxBytes) fail(rules.tooLargeMsg);
    // The name alone proves nothing: an HTML page or an SVG renamed .png must not be stored and served.
    // The content must be an image for an image name (a video for a video name); the stored name takes
    // the content's own extension, so the file is served with the Content-Type of what it really is.
    const content = await fileTypeFromBuffer(file.buffer);
    const stored = content && Object.keys(family).find((accepted) => family[accepted].includes(content.ext));
    if (!stored) fail(rules.wrongContentMsg);
    const name = `${randomUUID()}.${stored}`;
    writeFileSync(join(uploadsDir(ctx.db), name), file.buffer);
    insertRecord(ctx.db, 'upload', { originalName, mimetype: file.mimetype, size: file.size }, ctx.now(), name);
    return ok({ filePath: UPLOADS_URL + name }, '上传成功');
  },
};
