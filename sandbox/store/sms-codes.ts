// SMS codes: the latest code per phone, valid 5 minutes, one send per phone every 60 seconds (the
// portal locks its button for the same time, seed 1 §9). A code is spent by the call that uses it.
import { randomInt } from 'node:crypto';
import type { Db } from '../db.js';

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

/** A new code, or undefined when the previous one was sent less than `resendMs` (60 s) ago. */
export function issueCode(db: Db, phone: string, now: number, resendMs = RESEND_INTERVAL_MS): string | undefined {
  const previous = latestCode(db, phone);
  if (previous && now - previous.sentAt < resendMs) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT OR REPLACE INTO sms_codes (phone, code, sentAt, usedAt, tries) VALUES (?, ?, ?, NULL, 0)').run(phone, code, now);
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'spent';

/**
 * A wrong guess counts against the code; after `maxTries` of them it is spent (a 6-digit code would
 * otherwise fall to a million tries within its five minutes).
 */
export function checkCode(db: Db, phone: string, code: string, now: number, maxTries: number): CodeCheck {
  const row = db.prepare('SELECT code, sentAt, usedAt, tries FROM sms_codes WHERE phone = ?').get(phone) as (SmsRow & { tries: number }) | undefined;
  if (!row || row.usedAt !== null) return 'wrong';
  if (row.tries >= maxTries) return 'spent';
  if (row.code !== code) {
    db.prepare('UPDATE sms_codes SET tries = tries + 1 WHERE phone = ?').run(phone);
    return row.tries + 1 >= maxTries ? 'spent' : 'wrong';
  }
  return now - row.sentAt > CODE_TTL_MS ? 'expired' : 'ok';
}

export function spendCode(db: Db, phone: string, now: number): void {
  db.prepare('UPDATE sms_codes SET usedAt = ? WHERE phone = ?').run(now, phone);
}
