import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, readHistory } from '../../src/lib/search-history';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('search history', () => {
  it('keeps the newest 5 terms, newest first, without repeats', () => {
    const s = memoryStorage();
    for (const t of ['毛尖', '红茶', '采茶工', '茶园', '信阳', '茶器']) addToHistory(t, 5, s);
    expect(readHistory(s)).toEqual(['茶器', '信阳', '茶园', '采茶工', '红茶']);
    addToHistory(' 茶园 ', 5, s);
    expect(readHistory(s)).toEqual(['茶园', '茶器', '信阳', '采茶工', '红茶']);
    addToHistory('   ', 5, s);
    expect(readHistory(s)).toHaveLength(5);
    clearHistory(s);
    expect(readHistory(s)).toEqual([]);
  });

  it('survives a corrupted entry', () => {
    const s = memoryStorage();
    s.setItem('searchHistory', '{oops');
    expect(readHistory(s)).toEqual([]);
  });
});
