// Deputy operators (seed 1 §2.10, §6): an enterprise's own logins (account = phone, a default
// password the add message states) with three permission switches.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { hashPassword } from '../../passwords.js';
import { findMemberByLogin, insertMember, type MemberRow } from '../../store/members.js';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord, type Stored } from '../record-store.js';
import { requireEnterprise } from './members.js';

/** seed 1 §6 leaves the value out ({key}); the sandbox's meets the registration rule. */
const DEFAULT_DEPUTY_PASSWORD = 'Tea123456';

const PERMISSIONS = [
  { flag: 'isWork', label: '职位招聘' },
  { flag: 'isToutiao', label: '头条资讯' },
  { flag: 'isActivity', label: '茶文化节活动申请' },
] as const;

interface DeputyInput {
  enterpriseId: string;
  name: string;
  idCardNo: string;
  phone: string;
  isWork: number;
  isToutiao: number;
  isActivity: number;
}

const fieldsOf = (body: Record<string, unknown>): Omit<DeputyInput, 'enterpriseId'> => ({
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
});

/** The phone is the deputy's login: no other account may hold it. */
function requireFreePhone(db: Db, phone: string, exceptMemberId?: string): void {
  const holder = findMemberByLogin(db, phone);
  if (holder && holder.id !== exceptMemberId) fail('该手机号已注册');
}

/**
 * Creates a deputy's login (account = phone, the default password); answers its member id. A request
 * passes the default password's hash, made off the event loop; the demo data hashes it here.
 */
export function createDeputyLogin(
  db: Db,
  enterprise: MemberRow,
  input: Omit<DeputyInput, 'enterpriseId'>,
  now: number,
  passwordHash?: string,
): string {
  requireFreePhone(db, input.phone);
  return insertMember(
    db,
    {
      username: input.phone,
      phone: input.phone,
      password: DEFAULT_DEPUTY_PASSWORD,
      passwordHash,
      isCompany: 1,
      nickname: input.name,
      realName: input.name,
      identity: input.idCardNo,
      company: enterprise.company as string | undefined,
    },
    now,
  );
}

export const deputyHandlers: Record<string, Handler> = {
  getAdminList({ query }, ctx) {
    const enterprise = requireEnterprise(ctx.db, query.enterpriseId);
    return ok(listRecords(ctx.db, 'deputy', { where: { enterpriseId: enterprise.id } }).map(toDeputy));
  },

  async saveAdmin({ body }, ctx) {
    const enterprise = requireEnterprise(ctx.db, body.enterpriseId);
    const fields = fieldsOf(body);
    const passwordHash = await hashPassword(DEFAULT_DEPUTY_PASSWORD);
    ctx.db.transaction(() => {
      const memberId = createDeputyLogin(ctx.db, enterprise, fields, ctx.now(), passwordHash);
      insertRecord(ctx.db, 'deputy', { enterpriseId: enterprise.id, memberId, ...fields }, ctx.now());
    })();
    return ok(undefined, `添加成功，默认密码为${DEFAULT_DEPUTY_PASSWORD}`);
  },

  updateAdmin({ body }, ctx) {
    const enterprise = requireEnterprise(ctx.db, body.enterpriseId);
    const record = getRecord(ctx.db, 'deputy', String(body.id));
    if (!record || record.enterpriseId !== enterprise.id) fail('副操作员不存在');
    const fields = fieldsOf(body);
    ctx.db.transaction(() => {
      requireFreePhone(ctx.db, fields.phone, String(record.memberId));
      ctx.db
        .prepare('UPDATE members SET username = ?, phone = ?, nickname = ?, realName = ?, identity = ? WHERE id = ?')
        .run(fields.phone, fields.phone, fields.name, fields.name, fields.idCardNo, record.memberId);
      updateRecord(ctx.db, 'deputy', record.id, fields);
    })();
    return ok(undefined, '修改成功');
  },

  // The record is soft-deleted; the login goes (its sessions with it), so the phone may be used again.
  deleteAdmin({ query }, ctx) {
    const record = getRecord(ctx.db, 'deputy', String(query.id)) ?? fail('副操作员不存在');
    ctx.db.transaction(() => {
      deleteRecord(ctx.db, 'deputy', record.id);
      ctx.db.prepare('DELETE FROM members WHERE id = ?').run(record.memberId);
    })();
    return ok(undefined, '删除成功');
  },
};
