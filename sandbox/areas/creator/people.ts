// Members as this area shows them: authors of works and comments, and the logged-in member a write
// call names.
import { inList, type Db } from '../../db.js';
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
  return authorCards(db, [userId]).get(String(userId))!;
}

/** authorCard for a page of authors in one query, keyed by the id asked for. */
export function authorCards(db: Db, userIds: unknown[]): Map<string, { memberHeadPic: string; memberNickName: string }> {
  const ids = [...new Set(userIds.filter((id): id is string => typeof id === 'string'))];
  const among = inList(ids);
  const rows = ids.length
    ? (db.prepare(`SELECT id, headurl, nickname FROM members WHERE id IN ${among.marks}`).all(...among.values) as { id: string; headurl: string | null; nickname: string }[])
    : [];
  const found = new Map(rows.map((m) => [m.id, m]));
  return new Map(userIds.map((id) => {
    const member = typeof id === 'string' ? found.get(id) : undefined;
    return [String(id), { memberHeadPic: member?.headurl ?? '', memberNickName: member?.nickname ?? '已注销用户' }];
  }));
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
