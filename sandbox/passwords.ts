// Passwords are stored as `scrypt:<salt hex>:<hash hex>` so a leaked demo database never reveals them.
// A request never hashes on the event loop: scrypt takes a tenth of a second or more, and synchronous
// logins stalled every other call (The notice list fell from 1,097 to 25 req/s under four
// clients logging in). The async scrypt runs on libuv's thread pool; only the seed hashes synchronously.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 32;
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** For the demo data at start-up, before any request is served. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return `scrypt:${salt.toString('hex')}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt:${salt.toString('hex')}:${(await scryptAsync(password, salt, KEY_LENGTH)).toString('hex')}`;
}

/** A stored hash of no one's password: an unknown account is checked against it, in the same time. */
const NOBODY = hashPasswordSync(randomBytes(16).toString('hex'));

/** Whether the password matches; `stored` undefined (no such account) costs the same scrypt and answers false. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? NOBODY).split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const matches = timingSafeEqual(await scryptAsync(password, Buffer.from(salt, 'hex'), expected.length), expected);
  return stored !== undefined && matches;
}

/** Registration and reset rule (seed 1 §5): 8 to 16 characters with both letters and digits. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Za-z]).{8,16}$/;
export const PASSWORD_RULE_MESSAGE = '请输入包括数字和字母、长度8到16位的密码组合';
