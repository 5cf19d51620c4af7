// Times as the feed shows them: the full stamp and day (the personal area's formats) and how long ago.
import { dayOf } from '../personal/time.js';

export { dayOf, stamp } from '../personal/time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** befortime: 刚刚, N分钟前, N小时前, N天前, then the date. */
export function ago(ms: number, now: number): string {
  const age = Math.max(0, now - ms);
  if (age < MINUTE) return '刚刚';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}分钟前`;
  if (age < DAY) return `${Math.floor(age / HOUR)}小时前`;
  if (age < 30 * DAY) return `${Math.floor(age / DAY)}天前`;
  return dayOf(ms);
}
