// Images sent in chat: taken as base64 in the sendMessage frame (up to 2 MB), stored as files under
// the sandbox's data folder and served back at /__chat/files/<name>, as the chat SDK's own file
// storage would serve them.
import { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** seed 1 §5: chat images are gif, jpg, jpeg, png or bmp */
const IMAGE_NAME = /\.(gif|jpe?g|png|bmp)$/i;
const STORED_NAME = /^[0-9a-f-]{36}\.(gif|jpe?g|png|bmp)$/;
/** what file-type answers for those images */
const IMAGE_CONTENT = ['gif', 'jpg', 'png', 'bmp'];

export function chatFiles(dataDir: string) {
  const dir = join(dataDir, 'chat-files');
  mkdirSync(dir, { recursive: true });

  const router = Router();
  router.get('/files/:name', (req, res) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) return void res.status(404).json({ code: 404, msg: `资源不存在：${req.originalUrl}` });
    res.set('X-Content-Type-Options', 'nosniff');
    // a stored name is never reused, so the file never changes
    res.sendFile(join(dir, name), { maxAge: '1y', immutable: true }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ code: 404, msg: `资源不存在：${req.originalUrl}` });
    });
  });

  /**
   * Stores an image and answers its URL; refuses other formats, bad base64 and anything over 2 MB. The
   * name proves nothing (an HTML page sent as x.png): the content's magic bytes must be an image's, and
   * the stored name takes the content's own extension, so it is served as what it really is.
   */
  async function saveImage(name: string, base64: string): Promise<string> {
    if (!IMAGE_NAME.test(name)) throw new Error('请上传图片正确格式');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) throw new Error('图片内容不是合法的 base64');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) throw new Error('图片不能超过 2 MB');
    const ext = (await fileTypeFromBuffer(bytes))?.ext;
    if (!ext || !IMAGE_CONTENT.includes(ext)) throw new Error('图片内容与格式不符，请发送真实的图片');
    const stored = `${randomUUID()}.${ext}`;
    writeFileSync(join(dir, stored), bytes);
    return `/__chat/files/${stored}`;
  }

  return { router, saveImage };
}
