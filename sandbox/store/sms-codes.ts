// SMS codes: the latest code per phone, valid 5 minutes, one send per phone every 60 seconds (the
// portal locks its button for the same time, seed 1 §9). A code is spent by the call that uses it.
import { randomInt } from 'node:crypto';
import ipaddr from 'ipaddr.js';
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
 * Whether the spec's send limits (x-login-limits) allow one more code: to this phone this hour and
 * today, and from this client this hour. There is no cap over all phones: one would let a few
 * addresses use it up and stop every member's SMS login.
 */
export function withinSendLimits(db: Db, phone: string, client: string, now: number, limits: LoginLimits): boolean {
  const count = (where: string, ...args: unknown[]) =>
    (db.prepare(`SELECT count(*) AS n FROM sms_sends WHERE ${where}`).get(...args) as { n: number }).n;
  return (
    count('phone = ? AND sentAt > ?', phone, now - HOUR_MS) < limits.codesPerPhonePerHour &&
    count('phone = ? AND sentAt > ?', phone, now - DAY_MS) < limits.codesPerPhonePerDay &&
    count('client = ? AND sentAt > ?', client, now - HOUR_MS) < limits.codesPerClientPerHour
  );
}

/**
 * The client a send is counted against: the sender's network (x-login-limits codesClientPrefix), so
 * the addresses of one holder — a /24 of IPv4, a /64 of IPv6, which one machine can rotate through —
 * share one hourly cap. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is read as IPv4; anything
 * that is not an address (no socket address) is its own client.
 */
export function senderNetwork(client: string, prefix: LoginLimits['codesClientPrefix']): string {
  if (!ipaddr.isValid(client)) return client;
  const address = ipaddr.process(client);
  const length = address.kind() === 'ipv4' ? prefix.ipv4 : prefix.ipv6;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${length}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${length}`);
  return `${network.toString()}/${length}`;
}

/**
 * A new code, or undefined when the previous one was sent less than `resendMs` (60 s) ago. The new
 * code starts with no wrong tries: those burnt the code they were made against, not the phone.
 */
export function issueCode(
  db: Db,
  phone: string,
  client: string,
  now: number,
  resendMs = RESEND_INTERVAL_MS,
): string | undefined {
  const previous = latestCode(db, phone);
  if (previous && now - previous.sentAt < resendMs) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO sms_codes (phone, code, sentAt, usedAt, tries) VALUES (?, ?, ?, NULL, 0)
    ON CONFLICT (phone) DO UPDATE SET code = excluded.code, sentAt = excluded.sentAt, usedAt = NULL, tries = 0, triesSince = NULL`,
  ).run(phone, code, now);
  db.prepare('INSERT INTO sms_sends (phone, client, sentAt) VALUES (?, ?, ?)').run(phone, client, now);
  // the sends older than any limit's window are counted by none
  db.prepare('DELETE FROM sms_sends WHERE sentAt <= ?').run(now - DAY_MS);
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'spent';

/**
 * A wrong guess counts against the code it guessed; the `codeTries`'th makes that code void, and a
 * fresh code (at most `codesPerPhonePerHour` an hour) starts again. So a stranger's guesses never lock
 * the phone's owner out, and a 6-digit code still falls to no more than codeTries guesses per code sent.
 * The count is one conditional UPDATE, so parallel guesses cannot outrun it.
 */
export function checkCode(
  db: Db,
  phone: string,
  code: string,
  now: number,
  limits: Pick<LoginLimits, 'codeTries'>,
): CodeCheck {
  const row = db.prepare('SELECT code, sentAt, usedAt, tries FROM sms_codes WHERE phone = ?').get(phone) as
    (SmsRow & { tries: number }) | undefined;
  if (!row || row.usedAt !== null) return 'wrong';
  if (row.tries >= limits.codeTries) return 'spent';
  if (row.code !== code) {
    const counted = db
      .prepare('UPDATE sms_codes SET tries = tries + 1 WHERE phone = ? AND code = ? AND tries < ? RETURNING tries')
      .get(phone, row.code, limits.codeTries) as { tries: number } | undefined;
    return !counted || counted.tries >= limits.codeTries ? 'spent' : 'wrong';
  }
  return now - row.sentAt > CODE_TTL_MS ? 'expired' : 'ok';
}

export function spendCode(db: Db, phone: string, now: number): void {
  db.prepare('UPDATE sms_codes SET usedAt = ? WHERE phone = ?').run(now, phone);
}
