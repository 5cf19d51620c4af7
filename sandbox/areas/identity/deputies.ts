// Deputy operators (seed 1 §2.10, §6): an enterprise's own logins (account = phone) with three
// permission switches. Adding one proves nothing about the phone, so a new deputy is pending — a record
// with no login, which takes the phone from no one — until the phone's owner logs in by SMS code; that
// login activates it (x-deputies in spec/openapi.yaml). The published default password never logs in.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import type { DeputyRules } from '../../spec.js';
import { findMemberByLogin, insertMember, type MemberRow } from '../../store/members.js';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord, type Stored } from '../record-store.js';
import { deputyRecordOf, requireEnterprise, requireMember } from './members.js';

const PERMISSIONS = [
  { flag: 'isWork', label: '职位招聘' },
  { flag: 'isToutiao', label: '头条资讯' },
  { flag: 'isActivity', label: '茶文化节活动申请' },
] as const;

/** DeputyOperator.status: no login yet, or one its phone's owner started by SMS code. */
const STATUS = { pending: 0, active: 1 } as const;

export interface DeputyFields {
  name: string;
  idCardNo: string;
  phone: string;
  isWork: number;
  isToutiao: number;
  isActivity: number;
}

const fieldsOf = (body: Record<string, unknown>): DeputyFields => ({
  name: String(body.name).trim(),
  idCardNo: String(body.idCardNo).trim().toUpperCase(),
  phone: String(body.phone),
  isWork: Number(body.isWork),
  isToutiao: Number(body.isToutiao),
  isActivity: Number(body.isActivity),
});

const toDeputy = (record: Stored) => ({
  id: record.id,
  enterpriseId: record.enterpriseId,
  name: record.name,
  idCardNo: record.idCardNo,
  phone: record.phone,
  lables: PERMISSIONS.filter(({ flag }) => record[flag] === 1).map(({ label }) => label),
  isWork: record.isWork,
  isToutiao: record.isToutiao,
  isActivity: record.isActivity,
  status: record.memberId ? STATUS.active : STATUS.pending,
});

/** The deputy waiting for this phone's owner, if any (at most one: a pending phone is not added again). */
export function pendingDeputyOf(db: Db, phone: string): Stored | undefined {
  return listRecords(db, 'deputy', { where: { phone }, filter: (record) => !record.memberId })[0];
}

/**
 * The phone is the deputy's login: an account holding it is 该手机号已注册, a deputy waiting for it
 * (another one, or this one's enterprise twice) the pending message.
 */
function requireFreePhone(db: Db, rules: DeputyRules, phone: string, exceptRecordId?: string): void {
  if (findMemberByLogin(db, phone)) fail('该手机号已注册');
  const pending = pendingDeputyOf(db, phone);
  if (pending && pending.id !== exceptRecordId) fail(rules.pendingTakenMsg);
}

type Password = { passwordHash: string } | { password: string };

/** A deputy's login (account = phone); answers its member id. The demo data's active deputies are made with it. */
export function createDeputyLogin(
  db: Db,
  enterprise: MemberRow,
  fields: Pick<DeputyFields, 'name' | 'idCardNo' | 'phone'>,
  now: number,
  password: Password,
): string {
  return insertMember(
    db,
    {
      username: fields.phone,
      phone: fields.phone,
      ...password,
      isCompany: 1,
      nickname: fields.name,
      realName: fields.name,
      identity: fields.idCardNo,
      company: enterprise.company as string | undefined,
    },
    now,
  );
}

/**
 * Gives a pending deputy its login and answers the member id. The code login passes the default
 * password's hash, made off the event loop: only 修改密码 reads it, as the old password, since the
 * default never logs in.
 */
export function activateDeputy(db: Db, record: Stored, now: number, password: Password): string {
  const fields = { name: String(record.name), idCardNo: String(record.idCardNo), phone: String(record.phone) };
  const memberId = createDeputyLogin(db, requireMember(db, record.enterpriseId), fields, now, password);
  updateRecord(db, 'deputy', record.id, { memberId });
  return memberId;
}

/**
 * The phone's owner proved the phone for an account of their own (a registration, a profile's new
 * phone): a deputy still waiting for it is released, gone from its enterprise's list. When that account
 * is an active deputy, its enterprise's list shows the new phone.
 */
export function phoneProved(db: Db, phone: string, memberId?: string): void {
  const pending = pendingDeputyOf(db, phone);
  if (pending) deleteRecord(db, 'deputy', pending.id);
  const own = memberId && deputyRecordOf(db, memberId);
  if (own) updateRecord(db, 'deputy', own.id, { phone });
}

/** Its login ends (its sessions with it), so the phone it held may be used again. */
const endLogin = (db: Db, record: Stored) => {
  if (record.memberId) db.prepare('DELETE FROM members WHERE id = ?').run(record.memberId);
};

export const deputyHandlers: Record<string, Handler> = {
  getAdminList({ query }, ctx) {
    const enterprise = requireEnterprise(ctx.db, query.enterpriseId);
    return ok(listRecords(ctx.db, 'deputy', { where: { enterpriseId: enterprise.id } }).map(toDeputy));
  },

  saveAdmin({ body }, ctx) {
    const rules = ctx.spec.deputies;
    const enterprise = requireEnterprise(ctx.db, body.enterpriseId);
    const fields = fieldsOf(body);
    requireFreePhone(ctx.db, rules, fields.phone);
    insertRecord(ctx.db, 'deputy', { enterpriseId: enterprise.id, ...fields }, ctx.now());
    return ok(undefined, rules.addedMsg.replace('{defaultPassword}', rules.defaultPassword));
  },

  // A changed phone must prove itself again: the login ends and the deputy is pending for the new phone.
  updateAdmin({ body }, ctx) {
    const enterprise = requireEnterprise(ctx.db, body.enterpriseId);
    const record = getRecord(ctx.db, 'deputy', String(body.id));
    if (!record || record.enterpriseId !== enterprise.id) fail('副操作员不存在');
    const fields = fieldsOf(body);
    const moved = fields.phone !== record.phone;
    ctx.db.transaction(() => {
      if (moved) {
        requireFreePhone(ctx.db, ctx.spec.deputies, fields.phone, record.id);
        endLogin(ctx.db, record);
        updateRecord(ctx.db, 'deputy', record.id, { ...fields, memberId: undefined });
        return;
      }
      if (record.memberId)
        ctx.db
          .prepare('UPDATE members SET nickname = ?, realName = ?, identity = ? WHERE id = ?')
          .run(fields.name, fields.name, fields.idCardNo, record.memberId);
      updateRecord(ctx.db, 'deputy', record.id, { ...fields });
    })();
    return ok(undefined, '修改成功');
  },

  // The record is soft-deleted; an active deputy's login goes with it.
  deleteAdmin({ query }, ctx) {
    const record = getRecord(ctx.db, 'deputy', String(query.id)) ?? fail('副操作员不存在');
    ctx.db.transaction(() => {
      deleteRecord(ctx.db, 'deputy', record.id);
      endLogin(ctx.db, record);
    })();
    return ok(undefined, '删除成功');
  },
};
