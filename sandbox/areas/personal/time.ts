// Times as the portal shows them: China time (UTC+8) whatever the machine's zone, yyyy-MM-dd HH:mm:ss,
// and lists grouped by yyyy-MM-dd (seed 2 §9). The identity area's sign-in days use the same clock.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const china = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString();

export const stamp = (ms: number): string => china(ms).slice(0, 19).replace('T', ' ');
export const dayOf = (ms: number): string => china(ms).slice(0, 10);
/** The moment the China-time day of `ms` began. */
export const startOfDay = (ms: number): number => ms - ((ms + CHINA_OFFSET_MS) % DAY_MS);
