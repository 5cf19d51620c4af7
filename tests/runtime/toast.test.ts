import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastTiming } from '../../src/lib/toast';

describe('toast timing (seed 1 §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 1 500 ms and fades during the last 450 ms', () => {
    expect(toastTiming).toEqual({ durationMs: 1500, fadeMs: 450 });
    const store = createToastStore();
    store.show('请先登录');
    expect(store.get()).toMatchObject([{ text: '请先登录', fading: false }]);
    vi.advanceTimersByTime(1049);
    expect(store.get()[0].fading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.get()[0].fading).toBe(true);
    vi.advanceTimersByTime(449);
    expect(store.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
  });

  it('keeps several toasts apart and tells subscribers', () => {
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((list) => seen.push(list.length));
    store.show('一');
    vi.advanceTimersByTime(500);
    store.show('二');
    vi.advanceTimersByTime(1000);
    expect(store.get().map((t) => t.text)).toEqual(['二']);
    expect(seen[0]).toBe(1);
    expect(Math.max(...seen)).toBe(2);
  });
});
