// The basic profile (seed 1 §2.7): labels to pick from and the profile save.
import type { Db } from '../../db.js';
import { fail, ok, requireSmsCode, type Handler } from '../../handlers/shared.js';
import { findMemberByLogin, type MemberRow } from '../../store/members.js';
import { spendCode } from '../../store/sms-codes.js';
import { getRecord, insertRecord, listRecords, updateRecord } from '../record-store.js';
import { requireMember, VERIFICATION_TYPE, verificationTypeOf } from './members.js';
import { phoneProved } from './deputies.js';

/** Members choose identity and work labels; the member kind is the account's, never chosen. */
const CHOSEN_GROUPS = ['identity', 'work'];

/** seed 1 §3: 普通用户, 企业, 个人, 企业管理员 — a verified individual is 个人, an unverified one 普通用户. */
function memberKindOf(db: Db, member: MemberRow): string {
  const type = verificationTypeOf(db, member);
  if (type === VERIFICATION_TYPE.subUser) return '企业管理员';
  if (type === VERIFICATION_TYPE.company) return '企业';
  return member.idcardStatus === 1 ? '个人' : '普通用户';
}

function chosenLabelIds(db: Db, memberId: string): string[] {
  return (getRecord(db, 'member-labels', memberId)?.labelIds as string[] | undefined) ?? [];
}

function saveChosenLabels(db: Db, memberId: string, labelIds: string, now: number): void {
  const ids = [
    ...new Set(
      labelIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const choosable = new Set(
    listRecords(db, 'label', { filter: (l) => CHOSEN_GROUPS.includes(String(l.group)) }).map((l) => l.id),
  );
  const unknown = ids.filter((id) => !choosable.has(id));
  if (unknown.length) fail(`标签不存在：${unknown.join(',')}`);
  if (getRecord(db, 'member-labels', memberId)) updateRecord(db, 'member-labels', memberId, { labelIds: ids });
  else insertRecord(db, 'member-labels', { memberId, labelIds: ids }, now, memberId);
}

/** The refusal when a verified or pending member changes the name or ID number (spec: updateMember). */
const VERIFIED_NAME_MSG = '已实名认证（或审核中）的账号不能修改真实姓名和身份证号';

/** Profile columns of the members table that updateMember may set. */
const PROFILE_COLUMNS = [
  'headurl',
  'address',
  'nickname',
  'realName',
  'sex',
  'birthday',
  'phone',
  'identity',
  'info',
  'company',
  'creditCode',
];

export const profileHandlers: Record<string, Handler> = {
  getMemberLabels({ query }, ctx) {
    const member = requireMember(ctx.db, query.userId);
    const chosen = new Set(chosenLabelIds(ctx.db, member.id));
    const kind = memberKindOf(ctx.db, member);
    const group = (name: string) =>
      listRecords(ctx.db, 'label', { where: { group: name }, sort: { field: 'sort' } }).map((l) => ({
        id: l.id,
        name: String(l.name),
        status: (name === 'member' ? l.name === kind : chosen.has(l.id)) ? 1 : 0,
      }));
    return ok({ identityLables: group('identity'), memberLables: group('member'), workLables: group('work') });
  },

  updateMember({ body }, ctx) {
    const member = requireMember(ctx.db, body.id);
    const newPhone = typeof body.phone === 'string' && body.phone !== member.phone ? body.phone : undefined;
    if (newPhone) {
      // a new phone receives SMS logins and password resets: it must be the member's (the spec's `code`).
      // The code is checked first, so only the phone's owner learns whether the number is registered.
      if (typeof body.code !== 'string') fail('请输入验证码');
      requireSmsCode(ctx, newPhone, body.code);
      if (findMemberByLogin(ctx.db, newPhone)) fail('该手机号已被其他账号使用');
    }
    if (typeof body.realName === 'string' && !body.realName.trim()) fail('请输入真实姓名');
    // the verified (or pending) name and ID number are what the review checked: they stay as reviewed
    const renamed = (['realName', 'identity'] as const).some(
      (field) => typeof body[field] === 'string' && body[field] !== (member[field] ?? ''),
    );
    if (renamed && (member.idcardStatus === 1 || member.idcardStatus === 0)) fail(VERIFIED_NAME_MSG);
    const changes = PROFILE_COLUMNS.filter((column) => body[column] !== undefined);
    // an account registered by phone logs in with it: the login name follows the phone, and the old
    // number is free for a new registration
    if (newPhone && member.username === member.phone) changes.push('username');
    ctx.db.transaction(() => {
      if (changes.length) {
        ctx.db.prepare(`UPDATE members SET ${changes.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({
          ...Object.fromEntries(changes.map((c) => [c, c === 'username' ? newPhone : body[c]])),
          id: member.id,
        });
      }
      if (newPhone) {
        spendCode(ctx.db, newPhone, ctx.now());
        // the phone's owner proved it: a deputy still waiting for it is released (and a deputy's list row follows)
        phoneProved(ctx.db, newPhone, member.id);
      }
      if (typeof body.labelIds === 'string') saveChosenLabels(ctx.db, member.id, body.labelIds, ctx.now());
    })();
    return ok(undefined, '修改成功');
  },
};
