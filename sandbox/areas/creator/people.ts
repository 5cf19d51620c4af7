// Members as this area shows them: authors of works and comments, and the logged-in member a write
// call names.
import type { Db } from '../../db.js';
import { fail } from '../../handlers/shared.js';
import { findMemberById, type MemberRow } from '../../store/members.js';
import { keptRead } from '../record-store.js';

/** The member a write call is made for; the portal sends the session's id, so an unknown one means logged out. */
export function requireMember(db: Db, userId: unknown): MemberRow {
  return (typeof userId === 'string' && findMemberById(db, userId)) || fail('请先登录');
}

/** The viewer of a read call: a known member's id, else undefined (a visitor). */
export const viewerOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

type AuthorCard = Readonly<{ memberHeadPic: string; memberNickName: string }>;
const REMOVED: AuthorCard = Object.freeze({ memberHeadPic: '', memberNickName: '已注销用户' });

/** Every member's card, kept between requests until a write to the kept tables (the members') is seen. */
const memberCards = keptRead('memberCards', (db) => {
  const rows = db.prepare('SELECT id, headurl, nickname FROM members').all() as {
    id: string;
    headurl: string | null;
    nickname: string;
  }[];
  return new Map(
    rows.map((m): [string, AuthorCard] => [
      m.id,
      Object.freeze({ memberHeadPic: m.headurl ?? '', memberNickName: m.nickname }),
    ]),
  );
});

/** memberHeadPic / memberNickName of an author (a removed member still shows). */
export function authorCard(db: Db, userId: unknown): AuthorCard {
  return authorCards(db, [userId]).get(String(userId))!;
}

/** authorCard for a page of authors at once, keyed by the id asked for. */
export function authorCards(db: Db, userIds: unknown[]): Map<string, AuthorCard> {
  const cards = memberCards(db);
  return new Map(userIds.map((id) => [String(id), (typeof id === 'string' && cards.get(id)) || REMOVED]));
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
    ...(member.isCompany === 1
      ? { enterprise: { headPic, companyInfo: info } }
      : { person: { headPic, personInfo: info } }),
  };
}
