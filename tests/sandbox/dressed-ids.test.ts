// @vitest-environment node
// Issue 31 §1, generated from spec/openapi.yaml: the id an owner rule authorises is the id the handler
// writes. Every owner operation's valid sample is sent by another member — naming themselves where the
// rule names the member — with the record's id dressed as a hostile client would (markup, a comment,
// whitespace, a zero-width space, an entity, another case): each is refused and the database stays as
// it was. Before the fix the guard read `<b>job-04</b>` (no such record: a new one, allowed) and the
// handler wrote the cleaned `job-04`.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAccessInputsPatterned } from '../../sandbox/access.js';
import type { SandboxContext } from '../../sandbox/context.js';
import { getRecord } from '../../sandbox/areas/record-store.js';
import { DB_FILE, openDb } from '../../sandbox/db.js';
import { HANDLERS } from '../../sandbox/handlers/index.js';
import { loadSpec } from '../../sandbox/spec.js';
import { loginAs, register, spec, startTestSandbox, type TestSandbox } from './harness.js';
import { VALID } from './valid-requests.js';

let s: TestSandbox;
let strangerId: string;
let stranger: string;
beforeAll(async () => {
  s = await startTestSandbox();
  strangerId = await register(s, '13900000991');
  stranger = s.cookieOf(strangerId);
});
afterAll(() => s.close());

/** Every table but the sessions, hashed: a refused call changes nothing else. */
function fingerprint(): string {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sessions' ORDER BY name")
      .all() as { name: string }[];
    const hash = createHash('sha256');
    for (const { name } of tables)
      hash.update(name).update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()));
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

const DRESSINGS: [string, (id: string) => string][] = [
  ['markup', (id) => `<b>${id}</b>`],
  ['a comment', (id) => `${id}<!-- -->`],
  ['whitespace', (id) => ` ${id}\n`],
  ['a zero-width space', (id) => `${id}\u200b`],
  ['an entity', (id) => `${id}&#8203;`],
  ['another case', (id) => id.toUpperCase()],
];

const owned = spec.operations.filter((op) => op.access.level === 'owner' && op.access.id && !op.unused);

describe('dressed ids (issue 31 §1)', () => {
  it('covers the owner operations', () => expect(owned.length).toBeGreaterThanOrEqual(18));

  it.each(owned.map((op) => [op.operationId]))(
    '%s refuses another member a dressed id and changes nothing',
    async (operationId) => {
      const { access } = owned.find((op) => op.operationId === operationId)!;
      for (const [, dress] of DRESSINGS) {
        const request = await VALID[operationId](s);
        const query = { ...request.query };
        const body = request.body && { ...request.body };
        const at = access.id! in query ? query : body!;
        const id = String(at[access.id!]);
        at[access.id!] = dress(id);
        if (access.param) (access.param in query ? query : body!)[access.param] = strangerId;
        const before = fingerprint();
        const reply = await s.call(operationId, {
          ...request,
          query: query as Record<string, string>,
          body,
          cookie: stranger,
        });
        expect(reply.body.code, `${operationId} with ${JSON.stringify(at[access.id!])}: ${reply.body.msg}`).not.toBe(
          200,
        );
        expect(fingerprint()).toBe(before);
      }
    },
  );

  it('refuses the dressed id before the guard: a 400 naming the field, for the owner too', async () => {
    const me = await loginAs(s);
    const reply = await s.call('setJobListing', { body: { id: '<b>job-04</b>', status: 0 }, cookie: me.cookie });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/id/);
  });

  it.each([['updateJob', 'job', 'userId']])(
    '%s keeps the publisher: an edit never hands the record over',
    async (operationId, kind, ownerField) => {
      // the handler itself, past the guard: even a request naming another member writes no new owner
      const request = await VALID[operationId](s);
      const intruder = (await loginAs(s)).id;
      const db = openDb(s.dataDir);
      try {
        const ctx: SandboxContext = { db, spec: loadSpec(), now: Date.now, log: false };
        const id = String(request.body!.id);
        const owner = getRecord(db, kind, id)![ownerField];
        expect(owner).not.toBe(intruder);
        await HANDLERS[operationId](
          { query: {}, body: { ...request.body, [ownerField]: intruder }, memberId: intruder },
          ctx,
        );
        expect(getRecord(db, kind, id)![ownerField]).toBe(owner);
      } finally {
        db.close();
      }
    },
  );

  it('the sandbox does not start when an input an access rule reads declares no pattern', () => {
    const broken = loadSpec();
    const paths = broken.doc.paths as Record<
      string,
      Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>
    >;
    const op = broken.operations.find((o) => o.operationId === 'setJobListing')!;
    paths[op.path][op.method].requestBody.content['application/json'].schema = {
      type: 'object',
      properties: { id: { type: 'string' }, status: { type: 'integer' } },
    };
    expect(() => assertAccessInputsPatterned({ spec: broken } as SandboxContext, op)).toThrow(
      /setJobListing: the input `id` is read by x-access but declares no pattern/,
    );
  });
});
