// Passwords are stored as `scrypt:<salt hex>:<hash hex>` so a leaked demo database never reveals them.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt:${salt.toString('hex')}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), expected.length), expected);
}

/** Registration and reset rule (seed 1 §5): 8 to 16 characters with both letters and digits. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Za-z]).{8,16}$/;
export const PASSWORD_RULE_MESSAGE = '请输入包括数字和字母、长度8到16位的密码组合';
