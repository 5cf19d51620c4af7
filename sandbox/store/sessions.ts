// Login sessions: the ticket the main client sends, the token of the second client, the chat signature
// and the HttpOnly cookie are independent random values, so leaking one never reveals another. The
// cookie is what the server trusts (access.ts): the page's script can read the others, never the cookie.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.js';
import type { MemberRow } from './members.js';

export interface LoginSession {
  id: string;
  username: string;
  usersig: string;
  ticket: string;
  token: string;
  isCompany: 0 | 1;
  idcardStatus: number;
}

const random = () => randomBytes(24).toString('hex');

export function createSession(db: Db, member: MemberRow, now: number): LoginSession {
  const session = { ticket: random(), token: random(), usersig: random() };
  db.prepare('INSERT INTO sessions (ticket, token, usersig, memberId, createdAt) VALUES (?, ?, ?, ?, ?)').run(
    session.ticket,
    session.token,
    session.usersig,
    member.id,
    now,
  );
  return toLoginSession(member, session);
}

export function findSession(db: Db, ticket: string): LoginSession | undefined {
  const row = db
    .prepare(
      `SELECT s.ticket, s.token, s.usersig, m.* FROM sessions s JOIN members m ON m.id = s.memberId WHERE s.ticket = ?`,
    )
    .get(ticket) as (MemberRow & { ticket: string; token: string; usersig: string }) | undefined;
  return row && toLoginSession(row, row);
}

export function hasSessionToken(db: Db, token: string): boolean {
  return db.prepare('SELECT 1 FROM sessions WHERE token = ?').get(token) !== undefined;
}

export function deleteSession(db: Db, ticket: string): boolean {
  return db.prepare('DELETE FROM sessions WHERE ticket = ?').run(ticket).changes > 0;
}

function toLoginSession(member: MemberRow, keys: { ticket: string; token: string; usersig: string }): LoginSession {
  return {
    id: member.id,
    username: member.username,
    usersig: keys.usersig,
    ticket: keys.ticket,
    token: keys.token,
    isCompany: member.isCompany,
    idcardStatus: member.idcardStatus,
  };
}

export function deleteMemberSessions(db: Db, memberId: string): void {
  db.prepare('DELETE FROM sessions WHERE memberId = ?').run(memberId);
}

/**
 * Gives the session of `ticket` its cookie secret, ending at `expiresAt` (null: only on logout or a
 * password change — the tests' sessions). A login answered twice keeps the secret it already has. The
 * member keeps at most `maxSessions` (the oldest go), and sessions past their end are deleted.
 */
export function issueCookie(
  db: Db,
  ticket: string,
  expiresAt: number | null,
  now = 0,
  maxSessions = Infinity,
): string | undefined {
  const row = db.prepare('SELECT cookie, memberId FROM sessions WHERE ticket = ?').get(ticket) as
    { cookie: string | null; memberId: string } | undefined;
  if (!row) return undefined;
  if (row.cookie) return row.cookie;
  const cookie = random();
  db.transaction(() => {
    db.prepare('UPDATE sessions SET cookie = ?, expiresAt = ? WHERE ticket = ?').run(cookie, expiresAt, ticket);
    db.prepare('DELETE FROM sessions WHERE expiresAt IS NOT NULL AND expiresAt <= ?').run(now);
    if (Number.isFinite(maxSessions)) {
      // logins only: an in-process test session (no end) is not one of them
      db.prepare(
        `DELETE FROM sessions WHERE memberId = ? AND expiresAt IS NOT NULL AND rowid NOT IN
        (SELECT rowid FROM sessions WHERE memberId = ? AND expiresAt IS NOT NULL ORDER BY createdAt DESC, rowid DESC LIMIT ?)`,
      ).run(row.memberId, row.memberId, maxSessions);
    }
  })();
  return cookie;
}

export interface CookieSession {
  memberId: string;
  ticket: string;
}

export function findCookieSession(db: Db, cookie: string, now: number): CookieSession | undefined {
  if (!cookie) return undefined;
  const row = db.prepare('SELECT memberId, ticket, expiresAt FROM sessions WHERE cookie = ?').get(cookie) as
    (CookieSession & { expiresAt: number | null }) | undefined;
  if (!row) return undefined;
  if (row.expiresAt !== null && row.expiresAt <= now) {
    deleteSession(db, row.ticket);
    return undefined;
  }
  return { memberId: row.memberId, ticket: row.ticket };
}
