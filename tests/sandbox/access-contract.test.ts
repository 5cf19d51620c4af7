// @vitest-environment node
// The access contract, generated from spec/openapi.yaml: every operation that is not public is tried,
// with its valid sample request, as a visitor (no session cookie) and — for self and owner operations —
// as another member (a fresh account that owns nothing and is named by nothing). Each must answer the
// spec's refusal and leave the database as it was.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../sandbox/db.js';
import { FORBIDDEN, register, spec, startTestSandbox, VISITOR, type TestSandbox } from './harness.js';
import { VALID } from './valid-requests.js';

let s: TestSandbox;
let stranger: string;
beforeAll(async () => {
  s = await startTestSandbox();
  stranger = s.cookieOf(await register(s, '13900000990'));
});
afterAll(() => s.close());

/** Every table but the sessions (a refused call may not change anything else), hashed. */
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

const guarded = spec.operations.filter((op) => op.access.level !== 'public' && !op.unused);
const personal = guarded.filter((op) => op.access.level === 'self' || op.access.level === 'owner');

describe('the access contract', () => {
  it('covers every operation: each is public, member, self or owner', () => {
    expect(spec.operations.filter((op) => !['public', 'member', 'self', 'owner'].includes(op.access.level))).toEqual(
      [],
    );
    expect(personal.length).toBeGreaterThan(60);
  });

  it.each(guarded.map((op) => [op.operationId, op.access.level]))(
    '%s (%s) refuses a visitor and changes nothing',
    async (operationId) => {
      const request = await VALID[operationId](s);
      const before = fingerprint();
      const reply = await s.call(operationId, { ...request, cookie: '' });
      expect(reply.body).toEqual(VISITOR);
      expect(fingerprint()).toBe(before);
    },
  );

  it.each(personal.map((op) => [op.operationId, op.access.level]))(
    '%s (%s) refuses another member and changes nothing',
    async (operationId) => {
      const request = await VALID[operationId](s);
      const before = fingerprint();
      const reply = await s.call(operationId, { ...request, cookie: stranger });
      expect(reply.body).toEqual(FORBIDDEN);
      expect(fingerprint()).toBe(before);
    },
  );
});
