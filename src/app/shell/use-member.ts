import type { ApiResult } from '../../../generated/api/client';
import { useCall } from '../../pages/page-data';
import type { Session } from '../../lib/session';

export type MemberDetail = ApiResult<'getMemberDetail'>;

/**
 * The logged-in member's detail (name, unread count) for the shell; null for a visitor. It is the page
 * cache's query, the one a page's own getMemberDetail reads (/user's card, 基本资料): one request for both,
 * where the page's came after the shell's answer (the last step before /user's largest paint on the phone
 * Lighthouse simulates), and a change the page reads again (a sign-in's points, a new avatar) shows in the
 * header too. A failure has been shown by the HTTP layer; the header falls back to the session's name.
 */
export function useMember(session: Session | null): MemberDetail | null {
  const answer = useCall<MemberDetail>('getMemberDetail', session ? { userId: session.userId } : null);
  return session ? (answer.data ?? null) : null;
}
