// @vitest-environment happy-dom
// Seed 1 §7.1 behaviours the seed trace found shown by no other test: each client's time-out and the
// second client's ts and token headers, and its login-expired answer (§8).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClients, send } from '../../src/lib/http';
import { messages } from '../../src/lib/messages';

afterEach(() => vi.restoreAllMocks());

/** Sends one request through a client and answers what it asked: the time-out and the headers. */
async function asked(send: (clients: ReturnType<typeof createClients>) => Promise<unknown>) {
  const timeouts: number[] = [];
  const real = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => (timeouts.push(ms), real(ms)));
  let request: Request | undefined;
  vi.stubGlobal('fetch', (r: Request) => ((request = r), Promise.resolve(Response.json({ code: 200, data: null }))));
  await send(createClients());
  vi.unstubAllGlobals();
  return { timeouts, headers: request!.headers };
}

describe('the two clients (seed 1 §7.1)', () => {
  it('the main client gives up after 30000 ms and signs with uuid, timestamp and sign', async () => {
    const { timeouts, headers } = await asked(({ main }) => main.GET('/api/home/signRule'));
    expect(timeouts).toEqual([30000]);
    expect(headers.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('timestamp')).toMatch(/^\d{10}$/);
    expect(headers.get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the second client gives up after 20000 ms and sends the fixed ts and the stored token', async () => {
    sessionStorage.setItem('token', 'tok-123');
    const { timeouts, headers } = await asked(({ second }) =>
      second.POST('/cyapp/user/userSetPassword', {
        body: { user_id: '1', password: 'Tea12345' },
        bodySerializer: (b: Record<string, string>) => new URLSearchParams(b).toString(),
      } as never),
    );
    expect(timeouts).toEqual([20000]);
    expect(headers.get('ts')).toBe('tea-portal');
    expect(headers.get('token')).toBe('tok-123');
  });
});

describe('the second client’s login-expired answer (seed 1 §8)', () => {
  // 401 is the portal's login-expired code (the seeds give none; docs/decisions.md)
  it('alerts 登录已过期，请刷新页面 and reloads the page, then rejects with the server message', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    const response = new Response(null, { status: 200 });
    Object.defineProperty(response, 'url', { value: 'http://portal.test/cyapp/user/userEditPassword' });
    const answered = send(
      'userEditPassword',
      Promise.resolve({ data: { code: 401, msg: '登录过期' }, response }),
      'msg',
    );
    await expect(answered).rejects.toThrow('登录过期');
    expect(alert).toHaveBeenCalledWith(messages.loginExpired);
    expect(messages.loginExpired).toBe('登录已过期，请刷新页面');
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('the two registrations (seed 1 §2.5)', () => {
  it('/grReg and /frReg share their fields: the same names, rules, widgets and messages; the legal person adds company, credit code and legal representative', async () => {
    const [{ form: personal }, { form: legal }] = await Promise.all([
      import('../../generated/forms/personal-register'),
      import('../../generated/forms/legal-register'),
    ]);
    const fields = (form: typeof personal | typeof legal) => Object.keys(form.schema.properties!);
    const shared = fields(personal);
    expect(shared).toEqual(['realName', 'identity', 'phone', 'code', 'password', 'newPassword', 'agree']);
    expect(fields(legal).filter((name) => !shared.includes(name))).toEqual(['company', 'creditCode', 'userName']);
    const props = (form: typeof personal | typeof legal) =>
      form.schema.properties as Record<string, Record<string, unknown>>;
    const ui = (form: typeof personal | typeof legal) =>
      form.uiSchema as unknown as Record<string, Record<string, unknown> | undefined>;
    const messages = (form: typeof personal | typeof legal, field: string) =>
      form.messages.filter((m) => m.field === field).map(({ rules, text }) => ({ rules, text }));
    for (const name of shared) {
      // the same rule and message, whatever the label (真实姓名 / 联系人姓名, 身份证号 / 法定代表人身份证号)
      const { title: _personalTitle, ...personalRule } = props(personal)[name];
      const { title: _legalTitle, ...legalRule } = props(legal)[name];
      expect({ name, ...legalRule }).toEqual({ name, ...personalRule });
      expect(ui(legal)[name]?.['ui:widget'], name).toBe(ui(personal)[name]?.['ui:widget']);
      expect(legal.schema.required).toContain(name);
      // the contact's name is asked in the legal person's words (请输入联系人姓名); every other text is the same
      if (name !== 'realName') expect(messages(legal, name), name).toEqual(messages(personal, name));
    }
    expect(messages(personal, 'realName')).toEqual([{ rules: ['required'], text: '请输入真实姓名' }]);
    expect(messages(legal, 'realName')).toEqual([{ rules: ['required'], text: '请输入联系人姓名' }]);
  });
});
