// Time labels of chat panes — member chat and expert consultation (seed 1 §2.11, §9; seed 3 §9): a label goes before a
// message only when it is at least spec/texts.yaml's timings.chatTimeLabelGapSeconds after the one before it
// (the first message always has one). The text is seed 1 §9's relative time, spec/display.yaml's calendar format.
import * as timings from '../../generated/texts/timings';
import { formatValue } from './display';

export const formatChatTime = (seconds: number, now = Date.now()): string =>
  formatValue(seconds * 1000, 'calendar', new Date(now));

export interface LabelledMessage<M> {
  message: M;
  /** the label shown before the message, or null */
  label: string | null;
}

/** `time` is in seconds. */
export function withTimeLabels<M extends { time: number }>(list: readonly M[], now = Date.now()): LabelledMessage<M>[] {
  return list.map((message, i) => ({
    message,
    label:
      i === 0 || message.time - list[i - 1].time >= timings.chatTimeLabelGapSeconds
        ? formatChatTime(message.time, now)
        : null,
  }));
}
