import { api } from './http';
import { clearSession, readSession } from './session';

/**
 * Logs the member out (seed 1 §4): the server ends the session, the stored session is cleared, and the
 * answer is the address to follow (null: none given, or the call failed — the session is cleared anyway).
 */
export async function logout(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  const target = await api.logout({ ticket: session.ticket }).catch(() => null);
  clearSession();
  return typeof target === 'string' && target ? target : null;
}
