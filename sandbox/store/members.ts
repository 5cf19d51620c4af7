// Member rows and the MemberDetail the personal centre reads.
import { randomUUID } from 'node:crypto';
import { inList, type Db } from '../db.js';
import { hashPasswordSync } from '../passwords.js';

export interface MemberRow {
  id: string;
  username: string;
  phone: string;
  password: string;
  isCompany: 0 | 1;
  idcardStatus: number;
  [column: string]: unknown;
}

export interface NewMember {
  username: string;
  phone: string;
  /** the password itself (demo data, hashed here at start-up) … */
  password?: string;
  /** … or its hash, made off the event loop (a registration) */
  passwordHash?: string;
  isCompany: 0 | 1;
  nickname: string;
  realName?: string;
  identity?: string;
  company?: string;
  creditCode?: string;
  /** 法定代表人 (the legal-person form's userName; SQLite column names ignore case, so not userName). */
  legalPerson?: string;
  source?: string;
  invitationId?: string;
  headurl?: string;
  sex?: string;
  birthday?: string;
  info?: string;
  address?: string;
  integral?: number;
  collectNum?: number;
  unreadCount?: number;
  idcardStatus?: number;
  idcardRealName?: string;
  idcardNo?: string;
}

/**
 * MemberDetail fields of spec/openapi.yaml; the others (password, legal representative…) stay private.
 * fansNum is not a column's: it is the follows of the member (areas/personal/creators.ts fansOf).
 */
const DETAIL_FIELDS = [
  'id',
  'nickname',
  'realName',
  'headurl',
  'phone',
  'integral',
  'collectNum',
  'unreadCount',
  'idcardStatus',
  'isCompany',
  'company',
  'creditCode',
  'birthday',
  'sex',
  'identity',
  'info',
  'address',
  'idcardRealName',
  'idcardNo',
  'idcardPositivePic',
  'idcardBackPic',
];

export function findMemberById(db: Db, id: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

/** The password login accepts the account name or the phone number. */
/** Members by id for a page of rows, in one query (ids not found are absent). */
export function findMembersById(db: Db, ids: string[]): Map<string, MemberRow> {
  const unique = inList([...new Set(ids)]);
  const rows = db.prepare(`SELECT * FROM members WHERE id IN ${unique.marks}`).all(...unique.values) as MemberRow[];
  return new Map(rows.map((m) => [m.id, m]));
}

export function findMemberByLogin(db: Db, login: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE username = ? OR phone = ?').get(login, login) as MemberRow | undefined;
}

export function findMemberByPhone(db: Db, phone: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE phone = ?').get(phone) as MemberRow | undefined;
}

export function insertMember(db: Db, member: NewMember, now: number): string {
  const id = randomUUID();
  const { password, passwordHash, ...fields } = member;
  const row: Record<string, unknown> = {
    ...fields,
    id,
    password: passwordHash ?? hashPasswordSync(password ?? ''),
    createdAt: now,
  };
  const columns = Object.keys(row).filter((name) => row[name] !== undefined);
  db.prepare(`INSERT INTO members (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(
    Object.fromEntries(columns.map((c) => [c, row[c]])),
  );
  return id;
}

/** Stores a password hash (passwords.ts hashPassword, made off the event loop). */
export function setMemberPassword(db: Db, id: string, passwordHash: string): void {
  db.prepare('UPDATE members SET password = ? WHERE id = ?').run(passwordHash, id);
}

/** Empty columns are left out: the spec types them as strings, never null. */
export function toMemberDetail(row: MemberRow): Record<string, unknown> {
  return Object.fromEntries(DETAIL_FIELDS.filter((name) => row[name] != null).map((name) => [name, row[name]]));
}
