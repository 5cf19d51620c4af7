// The page's list calls run in-process against a freshly seeded sandbox database, with the statements
// the database runs counted (db.ts countStatements): the bench's and the sandbox test's common ground.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREA_HANDLERS, prepareAreas } from '../sandbox/areas/index.js';
import { countStatements, openDb } from '../sandbox/db.js';
import { HANDLERS } from '../sandbox/handlers/index.js';
import { seed } from '../sandbox/seed.js';
import { loadSpec } from '../sandbox/spec.js';
import { findMemberByLogin } from '../sandbox/store/members.js';
import { BENCH_MEMBER, callName, listCalls } from './list-calls.js';

export interface InProcessCall {
  name: string;
  operationId: string;
  /** sent as the demo member (the page sends the viewer's id, or the operation is for members) */
  member: boolean;
  /** Calls the handler; `params` override the page's (a page size, say). */
  run(params?: Record<string, string | number>): unknown;
}

export function inProcessLists() {
  const dir = mkdtempSync(join(tmpdir(), 'list-calls-'));
  const db = openDb(dir);
  const now = Date.now();
  const ctx = { db, spec: loadSpec(), now: () => now, log: false };
  seed(db, now);
  prepareAreas(db, now);
  const member = findMemberByLogin(db, BENCH_MEMBER.username)!.id;
  const statements = countStatements(db);
  const handlers = { ...AREA_HANDLERS, ...HANDLERS };
  const calls: InProcessCall[] = listCalls().map((call) => ({
    name: callName(call),
    operationId: call.op.operationId,
    member: call.member !== undefined,
    run: (params = {}) => {
      const all = {
        ...call.params,
        ...Object.fromEntries((call.member ?? []).map((name) => [name, member])),
        ...params,
      };
      return handlers[call.op.operationId]({ query: { ...all }, body: { ...all } }, ctx);
    },
  }));
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { calls, statements, close };
}
