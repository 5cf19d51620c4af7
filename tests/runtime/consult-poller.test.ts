import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsultPoller, type ConsultMessage } from '../../src/features/consult/consult-poller';

const message = (id: number): ConsultMessage => ({
  id,
  memberid: 'm',
  content: 2,
  memberContent: `#${id}`,
  crtTime: '2026-11-22 10:00:00',
  memberNickName: 'n',
  memberHeadPic: '',
});

describe('expert consultation polling (seed 3 §7: every 2 s while open)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the history, then asks for what came after the last message every 2 s, until stopped', async () => {
    const since = vi.fn(async (lastId: number | undefined) => (lastId === 2 ? [message(3)] : []));
    const seen: number[][] = [];
    const poller = createConsultPoller({ history: async () => [message(1), message(2)], since }, 2000, (list) =>
      seen.push(list.map((m) => m.id)),
    );
    await poller.start();
    expect(seen).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(since).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(since).toHaveBeenCalledWith(2);
    expect(seen.at(-1)).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(since).toHaveBeenLastCalledWith(3);
    poller.stop();
    expect(poller.running).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(since).toHaveBeenCalledTimes(2);
  });

  it('shows a sent message at once and never twice', async () => {
    const seen: number[][] = [];
    const watched = createConsultPoller({ history: async () => [], since: async () => [message(7)] }, 2000, (l) =>
      seen.push(l.map((m) => m.id)),
    );
    await watched.start();
    watched.add(message(7));
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual([[7]]);
    watched.stop();
  });

  it('does not stack a poll on a slow one', async () => {
    const since = vi.fn(() => new Promise<ConsultMessage[]>(() => undefined));
    const poller = createConsultPoller({ history: async () => [], since }, 2000, () => undefined);
    await poller.start();
    await vi.advanceTimersByTimeAsync(6000);
    expect(since).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('keeps polling after a failed poll', async () => {
    const since = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络'))
      .mockResolvedValue([message(4)]);
    const seen: number[][] = [];
    const poller = createConsultPoller({ history: async () => [], since }, 2000, (l) => seen.push(l.map((m) => m.id)));
    await poller.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toEqual([[4]]);
    poller.stop();
  });
});
