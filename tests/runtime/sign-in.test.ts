import { describe, expect, it } from 'vitest';
import { canSignIn, checkedCount, signCalendar, todayCell } from '../../src/lib/sign-in';

const rules = [5, 5, 10, 10, 15, 15, 30].map((integral, i) => ({ id: `day-${i + 1}`, day: i + 1, integral }));
const checkedDays = (continuousSignInDay: number, sginStatus = 1) =>
  signCalendar({ continuousSignInDay, sginStatus }, rules)
    .filter((d) => d.checked)
    .map((d) => d.day);

describe('checkedCount: continuous days modulo 7, a finished round shown whole', () => {
  it('checks the first (continuous % 7) cells', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => checkedCount(n))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([8, 9, 13].map((n) => checkedCount(n))).toEqual([1, 2, 6]);
  });

  it('checks all seven on a positive multiple of 7, none on 0', () => {
    expect(checkedCount(7)).toBe(7);
    expect(checkedCount(14)).toBe(7);
    expect(checkedCount(0)).toBe(0);
    expect(checkedCount(-3)).toBe(0);
  });
});

describe('todayCell', () => {
  it('is the last checked cell once signed today', () => {
    expect(todayCell({ continuousSignInDay: 1, sginStatus: 1 })).toBe(1);
    expect(todayCell({ continuousSignInDay: 7, sginStatus: 1 })).toBe(7);
    expect(todayCell({ continuousSignInDay: 10, sginStatus: 1 })).toBe(3);
  });

  it('is the next cell to earn before signing, cell 1 after a finished round or none', () => {
    expect(todayCell({ continuousSignInDay: 0, sginStatus: 0 })).toBe(1);
    expect(todayCell({ continuousSignInDay: 3, sginStatus: 0 })).toBe(4);
    expect(todayCell({ continuousSignInDay: 7, sginStatus: 0 })).toBe(1);
  });
});

describe('signCalendar', () => {
  it('labels seven days with their rule-row points', () => {
    const days = signCalendar({ continuousSignInDay: 0, sginStatus: 0 }, rules);
    expect(days.map((d) => d.label)).toEqual(['第1天', '第2天', '第3天', '第4天', '第5天', '第6天', '第7天']);
    expect(days.map((d) => d.integral)).toEqual([5, 5, 10, 10, 15, 15, 30]);
    expect(days.filter((d) => d.checked)).toEqual([]);
    expect(days.filter((d) => d.today).map((d) => d.day)).toEqual([1]);
  });

  it('checks the streak within the round', () => {
    expect(checkedDays(1)).toEqual([1]);
    expect(checkedDays(3)).toEqual([1, 2, 3]);
    expect(checkedDays(7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(checkedDays(8)).toEqual([1]);
    expect(checkedDays(7, 0)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('matches rows by their day whatever the order sent, and falls back to order without days', () => {
    const shuffled = [...rules].reverse();
    expect(signCalendar({ continuousSignInDay: 0, sginStatus: 0 }, shuffled).map((d) => d.integral)).toEqual([
      5, 5, 10, 10, 15, 15, 30,
    ]);
    const plain = [1, 2, 3].map((integral) => ({ integral }));
    expect(signCalendar({ continuousSignInDay: 0, sginStatus: 0 }, plain).map((d) => d.integral)).toEqual([
      1,
      2,
      3,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('canSignIn', () => {
  it('only while today is not signed', () => {
    expect(canSignIn({ continuousSignInDay: 3, sginStatus: 0 })).toBe(true);
    expect(canSignIn({ continuousSignInDay: 3, sginStatus: 1 })).toBe(false);
  });
});
