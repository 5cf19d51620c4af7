// The 7-day sign-in calendar of the user home (seed 1 §2.6, §4, §9; seed 2 §2.3 "Sign-in modal", §4):
// plain TypeScript so the decisions below are tested without a browser.
import { screenOptions } from '../../generated/routes';
import * as signInTexts from '../../generated/texts/sign-in';
import { fillText } from './messages';

/** Seed 1 §9: the sign calendar has 7 days (spec/routes.yaml, /user's options); the next day starts the row again. */
export const SIGN_CYCLE = screenOptions['user-home-sign-in'].signInDays;

export interface SignInfoLike {
  continuousSignInDay: number;
  /** 1 = signed today (spelling as documented) */
  sginStatus: number;
}

export interface SignRuleLike {
  /** the streak day (1-7) the row pays for, when the server says so */
  day?: number;
  integral: number;
}

export interface SignDay {
  /** 1-7 */
  day: number;
  label: string;
  /** the rule row's points for this day; undefined when the server sent no row for it */
  integral: number | undefined;
  checked: boolean;
  /** the cell today's sign-in pays for: the one just earned when signed, else the next to earn */
  today: boolean;
}

/**
 * How many of the seven cells are checked. Seed: "the calendar position is continuous days modulo 7".
 * Decision: the first (continuous % 7) cells are checked, except that a streak that is a positive
 * multiple of 7 checks all seven — a finished round stays visibly finished (day 7 signed) instead of
 * falling back to an empty row; the next sign-in (day 8, 15, …) then shows one cell again, which is
 * also where the server pays the first rule row again (streak 8 → row 1).
 */
export function checkedCount(continuous: number, cycle = SIGN_CYCLE): number {
  const streak = Math.max(0, Math.floor(continuous));
  if (streak === 0) return 0;
  return streak % cycle === 0 ? cycle : streak % cycle;
}

/**
 * The cell (1-7) of today's sign-in: signed today → the last checked cell; not yet → the cell after
 * the checked ones, or cell 1 when nothing is checked or a round has just been finished.
 */
export function todayCell(info: SignInfoLike, cycle = SIGN_CYCLE): number {
  const checked = checkedCount(info.continuousSignInDay, cycle);
  if (info.sginStatus === 1) return Math.max(1, checked);
  return checked === cycle ? 1 : checked + 1;
}

/** The rule row paying day n: the row naming that day, else the n-th row in the order sent. */
function ruleFor(rules: readonly SignRuleLike[], n: number): SignRuleLike | undefined {
  return rules.find((r) => r.day === n) ?? (rules.some((r) => r.day !== undefined) ? undefined : rules[n - 1]);
}

/** The seven cells 第1天 … 第7天 with their points, checked state and today's cell. */
export function signCalendar(info: SignInfoLike, rules: readonly SignRuleLike[], cycle = SIGN_CYCLE): SignDay[] {
  const checked = checkedCount(info.continuousSignInDay, cycle);
  const today = todayCell(info, cycle);
  return Array.from({ length: cycle }, (_, i) => {
    const day = i + 1;
    return {
      day,
      label: fillText(signInTexts.day, { n: day }),
      integral: ruleFor(rules, day)?.integral,
      checked: day <= checked,
      today: day === today,
    };
  });
}

/** Whether the sign-in button is live: only when today is not signed yet (seed 1 §4). */
export const canSignIn = (info: SignInfoLike): boolean => info.sginStatus !== 1;
