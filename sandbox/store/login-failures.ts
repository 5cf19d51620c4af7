// Wrong passwords in a row (x-login-limits in spec/openapi.yaml) per client and account: the lock stops
// one client's guessing without letting it lock the member out of their own client (issue 26). The
// account is the member's id, or the name as typed when there is no such account — which shows the lock
// just the same, so the lock does not tell which accounts exist.
import type { Db } from '../db.js';
import type { LoginLimits } from '../spec.js';

export function isLocked(db: Db, client: string, account: string, now: number): boolean {
  const row = db.prepare('SELECT lockedUntil FROM login_failures WHERE client = ? AND account = ?').get(client, account) as { lockedUntil: number | null } | undefined;
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts a wrong password; true when this one locks the account for this client. */
export function recordFailure(db: Db, client: string, account: string, now: number, limits: LoginLimits): boolean {
  const row = db.prepare('SELECT failures, lockedUntil FROM login_failures WHERE client = ? AND account = ?').get(client, account) as { failures: number; lockedUntil: number | null } | undefined;
  // a lock that ran out starts a fresh count
  const failures = (row && !(row.lockedUntil && row.lockedUntil <= now) ? row.failures : 0) + 1;
  const lockedUntil = failures >= limits.failures ? now + limits.lockMs : null;
  db.prepare('INSERT OR REPLACE INTO login_failures (client, account, failures, lockedUntil) VALUES (?, ?, ?, ?)').run(client, account, lockedUntil ? 0 : failures, lockedUntil);
  return lockedUntil !== null;
}

/** A login that succeeded (by password from this client, or by SMS from anywhere) ends the count. */
export function clearFailures(db: Db, account: string, client?: string): void {
  if (client === undefined) db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
  else db.prepare('DELETE FROM login_failures WHERE client = ? AND account = ?').run(client, account);
}
