// Who a member is for this area: a deputy operator (enterprise sub-user) is a login of its own whose
// record names its enterprise; the verification type and the member-kind label follow from that.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { findMemberById, type MemberRow } from '../../store/members.js';
import { listRecords, type Stored } from '../record-store.js';

/** Verification type of seed 1 §3: 1 company, 3 sub-user of an enterprise, otherwise (2) person. */
export const VERIFICATION_TYPE = { company: 1, person: 2, subUser: 3 } as const;

export function deputyRecordOf(db: Db, memberId: string): Stored | undefined {
  return listRecords(db, 'deputy', { where: { memberId } })[0];
}

export function verificationTypeOf(db: Db, member: MemberRow): number {
  if (deputyRecordOf(db, member.id)) return VERIFICATION_TYPE.subUser;
  return member.isCompany === 1 ? VERIFICATION_TYPE.company : VERIFICATION_TYPE.person;
}

export function requireMember(db: Db, id: unknown): MemberRow {
  return findMemberById(db, String(id)) ?? fail('用户不存在');
}

/** A legal-person account that is not itself a deputy: only it manages deputies. */
export function requireEnterprise(db: Db, id: unknown): MemberRow {
  const member = requireMember(db, id);
  if (verificationTypeOf(db, member) !== VERIFICATION_TYPE.company) fail('权限不足，请使用法人账号登录后操作');
  return member;
}
