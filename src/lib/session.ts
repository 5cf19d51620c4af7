// The login session lives in sessionStorage under the keys seed 1 §3 names, so it survives a reload
// but not a closed tab. The user id is the login state (seed 1 §2.1).
export const sessionKeys = {
  userId: 'user_id',
  username: 'username',
  usersig: 'usersig',
  idcardStatus: 'idcardStatus',
  isCompany: 'isCompany',
  ticket: 'ticket',
  loginSF: 'loginSF',
  token: 'token',
  searchHistory: 'searchHistory',
} as const;

export interface LoginSession {
  id: string;
  username: string;
  usersig: string;
  ticket: string;
  token: string;
  isCompany: 0 | 1;
  idcardStatus: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = () => listeners.forEach((l) => l());

export function readSession(storage: Storage = sessionStorage) {
  const userId = storage.getItem(sessionKeys.userId);
  if (!userId) return null;
  return {
    userId,
    username: storage.getItem(sessionKeys.username) ?? '',
    ticket: storage.getItem(sessionKeys.ticket) ?? '',
    token: storage.getItem(sessionKeys.token) ?? '',
    isCompany: storage.getItem(sessionKeys.isCompany) === '1',
    idcardStatus: Number(storage.getItem(sessionKeys.idcardStatus) ?? -1),
  };
}

export type Session = NonNullable<ReturnType<typeof readSession>>;

/** What a login answer stores, key by key; loginSF is the login kind (personal = 2, legal person = 1). */
export function sessionEntries(s: LoginSession): [string, string][] {
  return [
    [sessionKeys.userId, s.id],
    [sessionKeys.username, s.username],
    [sessionKeys.usersig, s.usersig],
    [sessionKeys.ticket, s.ticket],
    [sessionKeys.token, s.token],
    [sessionKeys.isCompany, String(s.isCompany)],
    [sessionKeys.idcardStatus, String(s.idcardStatus)],
    [sessionKeys.loginSF, s.isCompany === 1 ? '1' : '2'],
  ];
}

/** Stores what a login answered. */
export function saveSession(s: LoginSession, storage: Storage = sessionStorage): void {
  for (const [key, value] of sessionEntries(s)) storage.setItem(key, value);
  emit();
}

/** The real-name status changes after login (a submission, a review): keep the stored one current. */
export function saveIdcardStatus(status: number, storage: Storage = sessionStorage): void {
  if (storage.getItem(sessionKeys.idcardStatus) === String(status)) return;
  storage.setItem(sessionKeys.idcardStatus, String(status));
  emit();
}

/** Logout clears the whole session (seed 1 §4), search history included. */
export function clearSession(storage: Storage = sessionStorage): void {
  storage.clear();
  emit();
}
