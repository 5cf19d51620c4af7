// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { toasts } from '../../src/lib/toast';
import { FormView } from '../../src/pages/form-view';
import { withWidgets } from '../../src/pages/widgets';

// A live-validated form whose schema has a conditional part (allOf / if) keeps working after a failed
// submit. rjsf's custom validation rebuilt the data with the resolved schema as root, and the precompiled
// validator threw on every keystroke, dropping the text (issue 23).
vi.mock('../../src/lib/http', () => ({ lastMessage: new Map(), callOperation: async () => ({}) }));
afterEach(cleanup);

const cases: { id: FormId; field: string; message: string }[] = [
  { id: 'publish-job', field: 'contactName', message: '请输入联系人姓名' },
  { id: 'publish-article', field: 'title', message: '请输入文章标题' },
  { id: 'festival-application', field: 'sponsor', message: '请输入主办方' },
];

describe('typing after a failed submit', () => {
  it.each(cases)('$id keeps the text and drops the message', async ({ id, field, message }) => {
    const module = await withWidgets(await forms[id]());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FormView module={module} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: module.form.buttons[0].label })));
    const errors = () => document.getElementById(`root_${field}__error`)?.textContent ?? '';
    expect(errors()).toBe(message);
    const input = document.getElementById(`root_${field}`) as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { value: '信阳毛尖开采' } }));
    expect(input.value).toBe('信阳毛尖开采');
    expect(errors()).toBe('');
  });
});

describe('a form checked on blur', () => {
  it('checks every field on submit, untouched ones included, and sends nothing', async () => {
    const sent = vi.spyOn(await import('../../src/lib/http'), 'callOperation');
    const module = await withWidgets(await forms['add-sub-member']());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FormView module={module} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const name = document.getElementById('root_name') as HTMLInputElement;
    // before any submit, a field left empty shows its message; the others stay quiet
    await act(async () => fireEvent.blur(name));
    const inline = () => [...document.querySelectorAll('[id$="__error"]')].map((e) => e.textContent);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '确定' })));
    expect(inline()).toEqual(['姓名不能为空', '手机号不能为空', '请选择身份', '请输入所在村名称']);
    expect(sent.mock.calls.filter(([operation]) => operation === 'addSubMember')).toEqual([]);
    expect(toasts.get().at(-1)?.text).toBe('姓名不能为空');
  });
});
