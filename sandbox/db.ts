// The sandbox's SQLite database. The schema is created on first open and versioned with
// PRAGMA user_version, so a later slice adds a migration step instead of asking users to reset.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

const SCHEMA_V1 = `
CREATE TABLE members (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  isCompany INTEGER NOT NULL DEFAULT 0,
  realName TEXT, nickname TEXT NOT NULL, headurl TEXT,
  company TEXT, creditCode TEXT, legalPerson TEXT,
  identity TEXT, idcardStatus INTEGER NOT NULL DEFAULT -1,
  idcardRealName TEXT, idcardNo TEXT, idcardPositivePic TEXT, idcardBackPic TEXT,
  integral INTEGER NOT NULL DEFAULT 0, collectNum INTEGER NOT NULL DEFAULT 0,
  fansNum INTEGER NOT NULL DEFAULT 0, unreadCount INTEGER NOT NULL DEFAULT 0,
  sex TEXT, birthday TEXT, info TEXT, address TEXT,
  source TEXT, invitationId TEXT,
  createdAt INTEGER NOT NULL
);
CREATE TABLE sessions (
  ticket TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  usersig TEXT NOT NULL,
  memberId TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  createdAt INTEGER NOT NULL
);
CREATE TABLE sms_codes (
  phone TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  sentAt INTEGER NOT NULL,
  usedAt INTEGER
);
CREATE TABLE qr_scenes (
  id TEXT PRIMARY KEY,
  state INTEGER NOT NULL DEFAULT 0,
  ticket TEXT,
  createdAt INTEGER NOT NULL
);
CREATE TABLE advertisements (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
`;

// The session cookie (a secret of its own, never the ticket the page can read) with its
// expiry, SMS code tries, and failed logins per account for the lock.
const SCHEMA_V2 = `
ALTER TABLE sessions ADD COLUMN cookie TEXT;
ALTER TABLE sessions ADD COLUMN expiresAt INTEGER;
CREATE UNIQUE INDEX sessions_cookie ON sessions (cookie);
ALTER TABLE sms_codes ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
CREATE TABLE login_failures (
  memberId TEXT PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  failures INTEGER NOT NULL,
  lockedUntil INTEGER
);
`;

// The password lock per client and account (an unknown account too), wrong SMS codes per phone
// over a day across codes, the sends the SMS limits count, and the sessions listed per member (the cap).
const SCHEMA_V3 = `
DROP TABLE login_failures;
CREATE TABLE login_failures (
  client TEXT NOT NULL,
  account TEXT NOT NULL,
  failures INTEGER NOT NULL,
  lockedUntil INTEGER,
  PRIMARY KEY (client, account)
);
ALTER TABLE sms_codes ADD COLUMN triesSince INTEGER;
CREATE TABLE sms_sends (phone TEXT NOT NULL, client TEXT NOT NULL, sentAt INTEGER NOT NULL);
CREATE INDEX sms_sends_phone ON sms_sends (phone, sentAt);
CREATE INDEX sms_sends_client ON sms_sends (client, sentAt);
CREATE INDEX sms_sends_time ON sms_sends (sentAt);
CREATE INDEX sessions_member ON sessions (memberId, createdAt);
`;

// Each password attempt is a row, taken by one conditional INSERT before the password is
// checked (store/login-failures.ts), so parallel failures cannot lose the count; the clients a member
// has logged in from are known, and only the others meet the account's growing delays.
const SCHEMA_V4 = `
DROP TABLE login_failures;
CREATE TABLE login_attempts (account TEXT NOT NULL, client TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX login_attempts_pair ON login_attempts (account, client, at);
CREATE INDEX login_attempts_client ON login_attempts (client, at);
CREATE INDEX login_attempts_time ON login_attempts (at);
CREATE TABLE login_known (account TEXT NOT NULL, client TEXT NOT NULL, PRIMARY KEY (account, client));
`;

const MIGRATIONS = [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4];

export const DB_FILE = 'sandbox.db';

/** A database that cannot be opened: one line for the console, naming the file and the way out. */
export class UnusableDatabaseError extends Error {}

/**
 * Makes `db.prepare` hand out one statement per SQL text, prepared on first use: under load, preparing
 * cost more than running the small queries a request makes. A statement is shared by everyone who
 * prepares the same SQL, so callers must not switch its mode (pluck, raw, expand, safeIntegers; none
 * do), and iterate() would leave it busy for the next caller (none use it). SQL built from column
 * names yields a bounded set of texts; values always go in as parameters.
 */
function keepStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = prepare(sql)));
    return statement;
  }) as Db['prepare'];
}

/**
 * `(?, ?, …)` for an `IN` and the values to bind, padded with NULLs (which match nothing) to a power of
 * two: the statement cache above then holds a few statements per query, not one per list length.
 * `IN (SELECT value FROM json_each(?))` took ~40 µs a query on the sandbox's small tables
 * where the placeholders take ~3, and a feed page ran five. Lists stay far under SQLite's 32,766
 * parameters (a page's rows, a member's follows).
 */
export function inList(values: readonly unknown[]): { marks: string; values: unknown[] } {
  const size = 2 ** Math.ceil(Math.log2(Math.max(1, values.length)));
  return {
    marks: `(${Array(size).fill('?').join(', ')})`,
    values: [...values, ...Array(size - values.length).fill(null)],
  };
}

/**
 * Debug hook for benches and tests (never used while serving): counts the statements the database
 * runs (run, get, all) from now on, so a list call's queries per request can be pinned.
 */
export function countStatements(db: Db): { readonly count: number; reset(): void } {
  const counter = { count: 0, reset: () => void (counter.count = 0) };
  const prepare = db.prepare.bind(db);
  const counted = new WeakSet<Database.Statement>();
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (!counted.has(statement)) {
      counted.add(statement);
      for (const method of ['run', 'get', 'all'] as const) {
        const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
        (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          counter.count++;
          return original(...args);
        };
      }
    }
    return statement;
  }) as Db['prepare'];
  return counter;
}

export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE);
  let db: Db | undefined;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // synchronous = FULL: a write the API has acknowledged is on disk before the answer leaves, so a
    // kill -9 (or power loss) right after cannot take it back. WAL keeps it cheap.
    db.pragma('synchronous = FULL');
    // Reading every page finds a corrupt file now, not halfway through a user's request.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    const from = db.pragma('user_version', { simple: true }) as number;
    db.transaction(() => {
      MIGRATIONS.slice(from).forEach((step) => db!.exec(step));
      db!.pragma(`user_version = ${MIGRATIONS.length}`);
    })();
    keepStatements(db);
    return db;
  } catch (err) {
    db?.close();
    throw new UnusableDatabaseError(
      `数据库无法使用：${file}（${(err as Error).message}）。运行 npm run sandbox:reset 重建演示数据（会清空现有数据）。`,
    );
  }
}
