import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../generated/api/client';
import { api } from '../../lib/http';
import type { Session } from '../../lib/session';

export type MemberDetail = ApiResult<'getMemberDetail'>;

/** The logged-in member's detail (name, unread count) for the shell; null for a visitor. */
export function useMember(session: Session | null): MemberDetail | null {
  const [member, setMember] = useState<MemberDetail | null>(null);
  useEffect(() => {
    if (!session) {
      setMember(null);
      return undefined;
    }
    let live = true;
    api.getMemberDetail({ userId: session.userId }).then(
      (m) => live && setMember(m),
      () => undefined, // the HTTP layer has shown why; the header falls back to the session's name
    );
    return () => {
      live = false;
    };
  }, [session]);
  return member;
}
