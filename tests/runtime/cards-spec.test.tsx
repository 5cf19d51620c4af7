// @vitest-environment happy-dom
// The cards take their labels and formats from spec/display.yaml (generated/display.ts), not texts of
// their own: with the label maps and the dateTime format changed, the cards show the changed ones.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ActivityCard } from '../../src/cards/activity';
import { JobCard } from '../../src/cards/job';

vi.mock('../../generated/display', async (importActual) => {
  const actual = await importActual<typeof import('../../generated/display')>();
  return {
    ...actual,
    formats: { ...actual.formats, dateTime: { kind: 'date', pattern: 'MM/DD HH:mm' } },
    labels: {
      ...actual.labels,
      activityStatus: { ...actual.labels.activityStatus, 2: { text: '可报名', tone: 'success' } },
      activityTag: { 0: { text: '评选' }, 1: { text: '文化节' } },
      salaryStatus: { 1: { text: '工资面谈' } },
      startStatus: { 1: { text: '即刻上岗' } },
    },
  };
});

afterEach(() => cleanup());

it('an activity card: status and tag by their label maps, a time by the dateTime format', () => {
  const record = {
    id: 'a',
    tag: 1,
    name: '开幕式',
    status: 2,
    signUpStartTime: '2025-03-01 09:30:00',
    signUpEndTime: '2025-03-25',
  };
  render(<ActivityCard record={record} />);
  const el = within(screen.getByRole('article', { name: '开幕式' }));
  expect(el.getByText('可报名')).toBeTruthy();
  expect(el.getByText('文化节')).toBeTruthy();
  expect(
    el.getByText((_, node) => node?.textContent === '报名时间 03/01 09:30 至 2025-03-25' && node.tagName === 'P'),
  ).toBeTruthy();
});

it('a job card: negotiable pay and an immediate start by their label maps', () => {
  const record = { id: 'j', jobName: '采茶工', xinziStatus: 1, xinziType: 1, shanggangStatus: 1 };
  render(<JobCard record={record} />);
  const el = within(screen.getByRole('article', { name: '采茶工' }));
  expect(el.getByText('工资面谈')).toBeTruthy();
  expect(el.getByText('用工时间 即刻上岗')).toBeTruthy();
});
