// Time labels of chat panes — member chat and expert consultation (seed 1 §2.11, §9; seed 3 §9): a label goes before a
// message only when it is
// at least 60 s after the one before it (the first message always has one). The text follows seed 1
// §9's relative time: another year → full date; before yesterday → month-day and time; 昨天; today
// 上午 before noon, otherwise 下午.
const TIME_LABEL_GAP_S = 60;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatChatTime(seconds: number, now = Date.now()): string {
  const t = new Date(seconds * 1000);
  const today = new Date(now);
  const clock = `${pad(t.getHours())}:${pad(t.getMinutes())}`;
  const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((dayStart(today) - dayStart(t)) / 86_400_000);
  if (t.getFullYear() !== today.getFullYear())
    return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${clock}`;
  if (days === 0) return `${t.getHours() < 12 ? '上午' : '下午'} ${clock}`;
  if (days === 1) return `昨天 ${clock}`;
  return `${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${clock}`;
}

export interface LabelledMessage<M> {
  message: M;
  /** the label shown before the message, or null */
  label: string | null;
}

/** `time` is in seconds. */
export function withTimeLabels<M extends { time: number }>(list: readonly M[], now = Date.now()): LabelledMessage<M>[] {
  return list.map((message, i) => ({
    message,
    label: i === 0 || message.time - list[i - 1].time >= TIME_LABEL_GAP_S ? formatChatTime(message.time, now) : null,
  }));
}
