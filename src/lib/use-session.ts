import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession, type Session } from './session';

let snapshot: Session | null = null;
let snapshotKey = '';

// What sessionStorage held, read once per task: every block and row of a page asks for the session as
// it renders, and within one task only session.ts's writers change it (they emit, which forgets the
// read; this listener is the first registered). Another tab cannot touch this tab's sessionStorage.
let read: Session | null | undefined;
const forget = () => {
  read = undefined;
};
onSessionChange(forget);

/** The current session; the snapshot object changes only when the stored session does. */
function current(): Session | null {
  if (read === undefined) {
    read = readSession();
    queueMicrotask(forget);
  }
  const next = read;
  const key = next ? `${next.userId}|${next.ticket}|${next.idcardStatus}` : '';
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = next;
  }
  return snapshot;
}

export const useSession = (): Session | null => useSyncExternalStore(onSessionChange, current);
