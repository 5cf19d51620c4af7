// SMS codes: the latest code per phone, valid 5 minutes, one send per phone every 60 seconds (the
// portal locks its button for the same time, seed 1 §9). A code is spent by the call that uses it.
import { randomInt } from 'node:crypto';
import type { Db } from '../db.js';
import type { LoginLimits } from '../spec.js';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;

interface SmsRow {
  code: string;
  sentAt: number;
  usedAt: number | null;
}

export function latestCode(db: Db, phone: string): SmsRow | undefined {
  return db.prepare('SELECT code, sentAt, usedAt FROM sms_codes WHERE phone = ?').get(phone) as SmsRow | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether the spec's send limits (x-login-limits) allow one more code: to this phone today, to this
 * client this hour, and overall this hour.
 */
export function withinSendLimits(db: Db, phone: string, client: string, now: number, limits: LoginLimits): boolean {
  const count = (where: string, ...args: unknown[]) => (db.prepare(`SELECT count(*) AS n FROM sms_sends WHERE ${where}`).get(...args) as { n: number }).n;
  return count('phone = ? AND sentAt > ?', phone, now - DAY_MS) < limits.codesPerPhonePerDay
    && count('client = ? AND sentAt > ?', client, now - HOUR_MS) < limits.codesPerClientPerHour
    && count('sentAt > ?', now - HOUR_MS) < limits.codesPerHour;
}

/**
 * A new code, or undefined when the previous one was sent less than `resendMs` (60 s) ago. The wrong
 * tries stay with the phone (a new code does not reset them) until their window has passed.
 */
export function issueCode(db: Db, phone: string, client: string, now: number, resendMs = RESEND_INTERVAL_MS): string | undefined {
  const previous = latestCode(db, phone);
  if (previous && now - previous.sentAt < resendMs) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(`INSERT INTO sms_codes (phone, code, sentAt, usedAt, tries) VALUES (?, ?, ?, NULL, 0)
    ON CONFLICT (phone) DO UPDATE SET code = excluded.code, sentAt = excluded.sentAt, usedAt = NULL`).run(phone, code, now);
  db.prepare('INSERT INTO sms_sends (phone, client, sentAt) VALUES (?, ?, ?)').run(phone, client, now);
  // the sends older than any limit's window are counted by none
  db.prepare('DELETE FROM sms_sends WHERE sentAt <= ?').run(now - DAY_MS);
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'spent';

/**
 * A wrong guess counts against the phone; after `codeTries` of them within `codeTriesMs` every code of
 * the phone is spent, a new one too (a 6-digit code would otherwise fall to a million tries, a few per
 * fresh code).
 */
export function checkCode(db: Db, phone: string, code: string, now: number, limits: Pick<LoginLimits, 'codeTries' | 'codeTriesMs'>): CodeCheck {
  const row = db.prepare('SELECT code, sentAt, usedAt, tries, triesSince FROM sms_codes WHERE phone = ?').get(phone) as (SmsRow & { tries: number; triesSince: number | null }) | undefined;
  if (!row || row.usedAt !== null) return 'wrong';
  const tries = row.triesSince !== null && now - row.triesSince < limits.codeTriesMs ? row.tries : 0;
  if (tries >= limits.codeTries) return 'spent';
  if (row.code !== code) {
    // the window starts with the first wrong try
    db.prepare('UPDATE sms_codes SET tries = ?, triesSince = ? WHERE phone = ?').run(tries + 1, tries === 0 ? now : row.triesSince, phone);
    return tries + 1 >= limits.codeTries ? 'spent' : 'wrong';
  }
  return now - row.sentAt > CODE_TTL_MS ? 'expired' : 'ok';
}

export function spendCode(db: Db, phone: string, now: number): void {
  db.prepare('UPDATE sms_codes SET usedAt = ? WHERE phone = ?').run(now, phone);
}
