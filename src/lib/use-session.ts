import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession, type Session } from './session';

let snapshot: Session | null = null;
let snapshotKey = '';

/** The current session; the snapshot object changes only when the stored session does. */
function current(): Session | null {
  const next = readSession();
  const key = next ? `${next.userId}|${next.ticket}|${next.idcardStatus}` : '';
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = next;
  }
  return snapshot;
}

export const useSession = (): Session | null => useSyncExternalStore(onSessionChange, current);
