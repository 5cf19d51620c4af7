// Wrong passwords (x-login-limits in spec/openapi.yaml). Every attempt is a row, taken by one
// conditional INSERT before the password is checked — atomic in SQLite, across processes too — so 40
// guesses sent at once meet the same count as 40 sent in turn, and a failure still in flight cannot
// write the count back. Three limits, each counted from those rows:
// - per client and account: `failures` wrong in a row lock that pair for `lockMs` (a stranger locks
//   only their own client);
// - per account, from clients it never logged in from: from `delayAfter` wrong passwords within
//   `delayWindowMs`, each attempt waits for a delay that doubles from `delayMs` up to `lockMs` after
//   the last one (ASVS 2.2.1: ever-increasing delays, not a lock anyone can set off against the owner);
// - per client over all accounts: the same from `clientDelayAfter` wrong passwords.
// The account is the member's id, or the name as typed when there is no such account — which meets
// the same limits, so they do not tell which accounts exist.
import type { Db } from '../db.js';
import type { LoginLimits } from '../spec.js';

export type Admission = 'admitted' | 'locked' | 'delayed';

/** Whether the attempts of `scope` (SQL over login_attempts) still wait for their delay: a boolean expression. */
const waiting = (scope: string, after: string) => `(SELECT
    coalesce(max(at), 0) + CASE WHEN count(*) < ${after} THEN 0 ELSE min(:lockMs, :delayMs << min(count(*) - ${after}, 30)) END
  FROM login_attempts WHERE ${scope} AND at > :now - :delayWindowMs) > :now`;

const PAIR_LOCKED = `(SELECT count(*) FROM login_attempts WHERE account = :account AND client = :client AND at > :now - :lockMs) >= :failures`;

const ADMIT = `INSERT INTO login_attempts (account, client, at) SELECT :account, :client, :now
  WHERE NOT ${PAIR_LOCKED}
    AND (EXISTS (SELECT 1 FROM login_known WHERE account = :account AND client = :client)
      OR NOT (${waiting('account = :account', ':delayAfter')} OR ${waiting('client = :client', ':clientDelayAfter')}))
  RETURNING rowid`;

const params = (client: string, account: string, now: number, limits: LoginLimits) => ({
  account,
  client,
  now,
  failures: limits.failures,
  lockMs: limits.lockMs,
  delayMs: limits.delayMs,
  delayWindowMs: limits.delayWindowMs,
  delayAfter: limits.delayAfter,
  clientDelayAfter: limits.clientDelayAfter,
});

/**
 * Takes one attempt before the password is checked, counted as wrong until the login succeeds; or
 * says why there is none to take.
 */
export function admitAttempt(db: Db, client: string, account: string, now: number, limits: LoginLimits): Admission {
  const bound = params(client, account, now, limits);
  if (db.prepare(ADMIT).get(bound)) return 'admitted';
  return pairLocked(db, bound) ? 'locked' : 'delayed';
}

const pairLocked = (db: Db, bound: ReturnType<typeof params>) =>
  Boolean((db.prepare(`SELECT ${PAIR_LOCKED} AS locked`).get(bound) as { locked: number }).locked);

/** After a wrong password: whether this client is now locked out of the account. */
export function isLocked(db: Db, client: string, account: string, now: number, limits: LoginLimits): boolean {
  // the attempts older than every window are counted by none
  db.prepare('DELETE FROM login_attempts WHERE at <= ?').run(now - Math.max(limits.delayWindowMs, limits.lockMs));
  return pairLocked(db, params(client, account, now, limits));
}

/**
 * A login that succeeded: the client is known to the account from now on. By password, this client's
 * count for the account ends (its own attempt too); by SMS (`everywhere`: the phone's owner) the
 * account's count ends on every client.
 */
export function clearFailures(db: Db, account: string, client: string, everywhere = false): void {
  if (everywhere) db.prepare('DELETE FROM login_attempts WHERE account = ?').run(account);
  else db.prepare('DELETE FROM login_attempts WHERE account = ? AND client = ?').run(account, client);
  db.prepare('INSERT OR IGNORE INTO login_known (account, client) VALUES (?, ?)').run(account, client);
}
