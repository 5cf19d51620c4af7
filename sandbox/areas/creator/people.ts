// Members as this area shows them: authors of works and comments, and the logged-in member a write
// call names.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { findMemberById, type MemberRow } from '../../store/members.js';

/** The member a write call is made for; the portal sends the session's id, so an unknown one means logged out. */
export function requireMember(db: Db, userId: unknown): MemberRow {
  return (typeof userId === 'string' && findMemberById(db, userId)) || fail('请先登录');
}

/** The viewer of a read call: a known member's id, else undefined (a visitor). */
export const viewerOf = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** memberHeadPic / memberNickName of an author (a removed member still shows). */
export function authorCard(db: Db, userId: unknown): { memberHeadPic: string; memberNickName: string } {
  const member = typeof userId === 'string' ? findMemberById(db, userId) : undefined;
  return { memberHeadPic: (member?.headurl as string | undefined) ?? '', memberNickName: (member?.nickname as string | undefined) ?? '已注销用户' };
}

/** AuthorMember of the spec: a company shows its enterprise profile, a person theirs. */
export function authorMember(member: MemberRow) {
  const headPic = (member.headurl as string | undefined) ?? '';
  const info = (member.info as string | undefined) ?? '';
  return {
    id: member.id,
    nickname: member.nickname as string,
    headurl: headPic,
    isCompany: member.isCompany,
    ...(member.isCompany === 1 ? { enterprise: { headPic, companyInfo: info } } : { person: { headPic, personInfo: info } }),
  };
}
