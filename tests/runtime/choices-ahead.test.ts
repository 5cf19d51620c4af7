// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const callOperation = vi.fn((operation: string, input: Record<string, unknown>) =>
  Promise.resolve({ operation, input, n: callOperation.mock.calls.length }),
);
vi.mock('../../src/lib/http', () => ({ callOperation }));

const { askChoicesAhead, takeChoices } = await import('../../src/pages/widgets/choices-ahead');
const { forms } = await import('../../generated/forms');

describe('a form’s choice lists asked as its code arrives', () => {
  beforeEach(() => {
    callOperation.mockClear();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('publish-video asks its tag list once; the widget takes that answer, and a later draw asks again', async () => {
    const { form } = await forms['publish-video']();
    askChoicesAhead(form);
    askChoicesAhead(form); // the form drawn twice in a row (a dialog reopened) asks once
    expect(callOperation.mock.calls).toEqual([['articleLabelList', { type: 2 }]]);
    expect(await takeChoices('articleLabelList', { type: 2 })).toMatchObject({ n: 1 });
    expect(callOperation).toHaveBeenCalledTimes(1);
    await takeChoices('articleLabelList', { type: 2 });
    expect(callOperation).toHaveBeenCalledTimes(2);
  });

  it('an answer asked ahead and not taken within 10 s is asked again', async () => {
    const { form } = await forms['publish-video']();
    askChoicesAhead(form);
    vi.advanceTimersByTime(10_001);
    await takeChoices('articleLabelList', { type: 2 });
    expect(callOperation).toHaveBeenCalledTimes(2);
  });

  it('a form without choice lists asks nothing', async () => {
    askChoicesAhead((await forms['basic-profile']()).form);
    expect(callOperation).not.toHaveBeenCalled();
  });
});
