// Where an activity or a contest stands, from its dates and today's date: the seeds show status
// badges (2 signing up, 3 running / voting, 4 ended) that must move on with time, so they are derived
// on every read rather than stored. Dates are yyyy-MM-dd strings, which compare as text.
import dayjs from 'dayjs';
import { dayOf } from './links.js';

export type Phase = 2 | 3 | 4;

/** A record with yyyy-MM-dd startTime and endTime. */
export type Dated = Record<string, unknown>;

/** 2 before startTime, 3 from startTime to endTime (both days included), 4 after endTime. */
export function phaseOf(record: Dated, now: number): Phase {
  const today = dayOf(now);
  if (today < String(record.startTime)) return 2;
  return today <= String(record.endTime) ? 3 : 4;
}

/** The list filters (0 all, 1 signing up, 2 running, 3 ended) name the phases one lower. */
export const phaseOfFilter = (filter: unknown): Phase | undefined =>
  Number(filter) >= 1 ? ((Number(filter) + 1) as Phase) : undefined;

/** timeType 1 this week (Monday to Sunday), 2 this month, 3 the last three months; 0 none. */
export function periodOf(timeType: unknown, now: number): [string, string] | undefined {
  const today = dayjs(now).startOf('day');
  switch (Number(timeType)) {
    case 1: {
      const monday = today.subtract((today.day() + 6) % 7, 'day');
      return [monday.format('YYYY-MM-DD'), monday.add(6, 'day').format('YYYY-MM-DD')];
    }
    case 2:
      return [today.startOf('month').format('YYYY-MM-DD'), today.endOf('month').format('YYYY-MM-DD')];
    case 3:
      return [today.subtract(3, 'month').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')];
    default:
      return undefined;
  }
}

/** Whether the activity's days meet the period. */
export const overlaps = (record: Dated, [from, to]: [string, string]): boolean =>
  String(record.startTime) <= to && String(record.endTime) >= from;

/** yyyy-MM-dd of a day relative to today (seed data and the not-before-yesterday rule). */
export const dayFrom = (now: number, days: number): string => dayjs(now).add(days, 'day').format('YYYY-MM-DD');
