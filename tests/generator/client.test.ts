// The `basic` fixture's generated client, driven through real openapi-fetch clients: each input is
// split into query, path and body as the spec says, and each body goes out in its encoding.
import createClient from 'openapi-fetch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApi } from './fixtures/basic/expected/api/client';
import type { ApiInput, ApiResult, Send } from './fixtures/basic/expected/api/client';
import type { paths } from './fixtures/basic/expected/api/schema';

interface Sent {
  operationId: string;
  unwrap: string;
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

function harness() {
  const sent: Sent[] = [];
  const client = (baseUrl: string) =>
    createClient<paths>({
      baseUrl,
      fetch: async (request) => {
        const body = request.body ? await request.clone().text() : '';
        sent.push({
          operationId: '',
          unwrap: '',
          method: request.method,
          url: request.url,
          contentType: request.headers.get('content-type'),
          body,
        });
        return Response.json({ code: 200, msg: 'ok' });
      },
    });
  // the runtime's send in miniature: it only records what the generated function handed it
  const send: Send = async (operationId, request, unwrap) => {
    await request;
    Object.assign(sent[sent.length - 1], { operationId, unwrap });
    return undefined as never;
  };
  return { sent, api: createApi({ main: client('http://main.test'), second: client('http://second.test') }, send) };
}

describe('generated client', () => {
  it('sends query parameters and leaves unset ones out', async () => {
    const { sent, api } = harness();
    await api.listItems({ size: 10 });
    expect(sent).toEqual([
      {
        operationId: 'listItems',
        unwrap: 'page',
        method: 'GET',
        url: 'http://main.test/api/items?size=10',
        contentType: null,
        body: '',
      },
    ]);
  });

  it('fills path parameters', async () => {
    const { sent, api } = harness();
    await api.getItem({ id: 'a/b' });
    expect(sent[0].url).toBe('http://main.test/api/items/a%2Fb');
  });

  it('splits one flat input into query parameters and a JSON body', async () => {
    const { sent, api } = harness();
    await api.searchItems({ sort: 'hot', keyword: '信阳毛尖' });
    expect(sent[0]).toMatchObject({
      unwrap: 'data+total',
      method: 'POST',
      url: 'http://main.test/api/items/search?sort=hot',
      contentType: 'application/json',
      body: '{"keyword":"信阳毛尖"}',
    });
  });

  it('form-encodes through the second client', async () => {
    const { sent, api } = harness();
    await api.login({ mobile: '13800000001', password: 'Tea 1&2', kind: 1 });
    expect(sent[0]).toMatchObject({
      url: 'http://second.test/cyapp/login',
      contentType: 'application/x-www-form-urlencoded',
      body: 'mobile=13800000001&password=Tea+1%262&kind=1',
    });
  });

  it('sends multipart bodies as form data', async () => {
    const { sent, api } = harness();
    await api.upload({ file: 'content', note: undefined });
    expect(sent[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0].body).toContain('name="file"\r\n\r\ncontent');
    expect(sent[0].body).not.toContain('name="note"');
  });

  it('calls an operation without input with no argument', async () => {
    const { sent, api } = harness();
    await api.ping();
    expect(sent[0]).toMatchObject({ operationId: 'ping', unwrap: 'msg', url: 'http://main.test/api/ping' });
  });

  it('types inputs and results from the spec', () => {
    expectTypeOf<ApiInput<'searchItems'>>().toEqualTypeOf<{ sort?: 'new' | 'hot' } & { keyword: string }>();
    expectTypeOf<ApiInput<'ping'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<ApiResult<'listItems'>>().toEqualTypeOf<{ records: { id: string; name: string }[]; total: number }>();
    expectTypeOf<ApiResult<'searchItems'>>().toEqualTypeOf<{ data: { id: string; name: string }[]; total: number }>();
    expectTypeOf<ApiResult<'register'>>().toEqualTypeOf<string>();
    expectTypeOf<ApiResult<'login'>>().toEqualTypeOf<{ token: string }>();
  });
});
