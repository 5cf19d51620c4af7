// @vitest-environment node
// The private-field contract, generated from spec/openapi.yaml: every operation a stranger may call
// (public and member ones) is called with its valid sample request as a visitor and as another member
// (a fresh account that owns nothing); the answer is walked along the operation's response schema and no
// property marked `x-private` may be in it — unless the object's `x-owner` names the caller. A login's
// own session is the caller's, so the operations that start one are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../sandbox/private-fields.js';
import { DEMO, register, spec, startTestSandbox, type TestSandbox } from './harness.js';
import { VALID } from './valid-requests.js';

const doc = spec.doc as Record<string, unknown>;
const resolve = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')], doc) as Schema;

/** The schema and the branches it joins (allOf, oneOf, anyOf, $ref), flattened. */
function branches(schema: Schema | undefined, seen = new Set<Schema>()): Schema[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return branches(resolve(schema.$ref), seen);
  return [
    schema,
    ...[...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((b) => branches(b, seen)),
  ];
}

/** Where in the answer a private property reached a reader who is not its object's owner. */
function leaks(value: unknown, schema: Schema | undefined, reader: string | undefined, at: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const all = branches(schema);
  if (Array.isArray(value))
    return value.flatMap((item, i) => all.flatMap((s) => (s.items ? leaks(item, s.items, reader, `${at}[${i}]`) : [])));
  const object = value as Record<string, unknown>;
  // an owner of the parent-record form (field@kind.ownerField) is never the fresh stranger: only plain fields count
  const owners = all.flatMap((s) => ([] as string[]).concat(s['x-owner'] ?? [])).filter((o) => !o.includes('@'));
  const owned = reader !== undefined && owners.some((field) => object[field] === reader);
  return Object.entries(object).flatMap(([key, item]) => {
    const properties = all.map((s) => s.properties?.[key]).filter((p): p is Schema => p !== undefined);
    const marked = properties.some(
      (p) => branches(p).some((b) => b['x-private'] !== undefined) || p['x-private'] !== undefined,
    );
    return [
      ...(marked && !owned ? [`${at}.${key}`] : []),
      ...properties.flatMap((p) => leaks(item, p, reader, `${at}.${key}`)),
    ];
  });
}

function responseSchema(operationId: string): Schema {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const paths = doc.paths as Record<
    string,
    Record<string, { responses: Record<string, Schema & { content?: Record<string, { schema: Schema }> }> }>
  >;
  let response = paths[op.path][op.method].responses['200'];
  if (response.$ref) response = resolve(response.$ref) as typeof response;
  return response.content!['application/json'].schema;
}

const open = spec.operations.filter(
  (op) => (op.access.level === 'public' || op.access.level === 'member') && op.access.session !== 'start' && !op.unused,
);

let s: TestSandbox;
let stranger: { id: string; cookie: string };
beforeAll(async () => {
  s = await startTestSandbox();
  const id = await register(s, '13900000991');
  stranger = { id, cookie: s.cookieOf(id) };
});
afterAll(() => s.close());

describe('private fields (x-private) reach no stranger', () => {
  it('the spec marks the phones and ID numbers of members', () => {
    const marked = JSON.stringify(doc).match(/"x-private"/g) ?? [];
    expect(marked.length).toBeGreaterThan(15);
    expect(open.length).toBeGreaterThan(60);
  });

  it.each(open.map((op) => [op.operationId, op.access.level]))(
    '%s (%s): nothing private to a visitor or another member',
    async (operationId) => {
      const request = await VALID[operationId](s);
      const schema = responseSchema(operationId);
      const level = spec.operations.find((o) => o.operationId === operationId)!.access.level;
      const readers = level === 'public' ? [{ cookie: '', id: undefined }, stranger] : [stranger];
      for (const reader of readers) {
        const reply = await s.call(operationId, { ...request, cookie: reader.cookie });
        expect(leaks(reply.body, schema, reader.id, operationId)).toEqual([]);
      }
    },
  );
});

describe('private fields reach their owner', () => {
  it('a purchase request’s publisher phone: to the publisher only', async () => {
    const company = (
      await s.call('loginOrRegister', {
        query: { username: DEMO.company.username, userpass: DEMO.password, isCompany: 1 },
      })
    ).body.data as { id: string };
    const asOwner = s.cookieOf(company.id);
    const detail = (cookie: string) =>
      s.call('getWantBuy', { query: { id: 'wantbuy-01' }, cookie }).then((r) => r.body.data as Record<string, unknown>);
    expect(await detail(asOwner)).toMatchObject({ memberId: company.id, memberPhone: DEMO.company.phone });
    expect(await detail(stranger.cookie)).not.toHaveProperty('memberPhone');
    expect(await detail('')).not.toHaveProperty('memberPhone');
    const mine = (cookie: string) =>
      s
        .call('listMyWantBuys', { query: { memberId: company.id, pageIndex: 1, pageSize: 3 }, cookie })
        .then((r) => r.body.data as Record<string, unknown>[]);
    expect((await mine(asOwner))[0]).toHaveProperty('memberPhone', DEMO.company.phone);
    expect((await mine(stranger.cookie))[0]).not.toHaveProperty('memberPhone');
  });

  it('an offer’s phone: to the bidder and to the buyer, not to other members', async () => {
    const bidders = (cookie: string) =>
      s
        .call('listBidders', { query: { wantBuyId: 'wantbuy-01', pageIndex: 1, pageSize: 10 }, cookie })
        .then((r) => r.body.data as Record<string, unknown>[]);
    const buyer = (await s.call('getWantBuy', { query: { id: 'wantbuy-01' }, cookie: '' })).body.data as {
      memberId: string;
    };
    const seen = await bidders(s.cookieOf(buyer.memberId));
    expect(seen.length).toBeGreaterThan(0);
    for (const offer of seen) expect(offer).toHaveProperty('phone');
    const bidder = String(seen[0].memberId);
    const asBidder = await bidders(s.cookieOf(bidder));
    expect(asBidder.filter((o) => 'phone' in o).map((o) => o.memberId)).toEqual(
      asBidder.filter((o) => o.memberId === bidder).map((o) => o.memberId),
    );
    for (const offer of await bidders(stranger.cookie)) expect(offer).not.toHaveProperty('phone');
  });
});
