// Wrong passwords in a row per account (x-login-limits in spec/openapi.yaml): the lock stops online
// guessing. Counted per account, not per address: the sandbox sees every user as localhost.
import type { Db } from '../db.js';
import type { LoginLimits } from '../spec.js';

export function isLocked(db: Db, memberId: string, now: number): boolean {
  const row = db.prepare('SELECT lockedUntil FROM login_failures WHERE memberId = ?').get(memberId) as { lockedUntil: number | null } | undefined;
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts a wrong password; true when this one locks the account. */
export function recordFailure(db: Db, memberId: string, now: number, limits: LoginLimits): boolean {
  const row = db.prepare('SELECT failures, lockedUntil FROM login_failures WHERE memberId = ?').get(memberId) as { failures: number; lockedUntil: number | null } | undefined;
  // a lock that ran out starts a fresh count
  const failures = (row && !(row.lockedUntil && row.lockedUntil <= now) ? row.failures : 0) + 1;
  const lockedUntil = failures >= limits.failures ? now + limits.lockMs : null;
  db.prepare('INSERT OR REPLACE INTO login_failures (memberId, failures, lockedUntil) VALUES (?, ?, ?)').run(memberId, lockedUntil ? 0 : failures, lockedUntil);
  return lockedUntil !== null;
}

export function clearFailures(db: Db, memberId: string): void {
  db.prepare('DELETE FROM login_failures WHERE memberId = ?').run(memberId);
}
