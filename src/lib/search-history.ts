// Search history (seed 1 §2.3): newest first, no repeats, at most `size` terms, kept in session storage.
import { sessionKeys } from './session';

export function readHistory(storage: Storage = sessionStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(sessionKeys.searchHistory) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function addToHistory(term: string, size: number, storage: Storage = sessionStorage): string[] {
  const t = term.trim();
  const list = t ? [t, ...readHistory(storage).filter((x) => x !== t)].slice(0, size) : readHistory(storage);
  storage.setItem(sessionKeys.searchHistory, JSON.stringify(list));
  return list;
}

export function clearHistory(storage: Storage = sessionStorage): void {
  storage.removeItem(sessionKeys.searchHistory);
}
