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

export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'sandbox.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  if (db.pragma('user_version', { simple: true }) === 0) {
    db.transaction(() => {
      db.exec(SCHEMA_V1);
      db.pragma('user_version = 1');
    })();
  }
  return db;
}
