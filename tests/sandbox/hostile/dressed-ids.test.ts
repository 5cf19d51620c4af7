// @vitest-environment node
// The hostile client, part two (issue 31): every operation with an owner or self rule (x-access) is
// called by a stranger — a member who owns nothing — on another member's record, the id dressed so
// that it differs from the stored one but may clean to it: markup, a comment, whitespace, zero-width
// characters, other case, HTML entities, a number for a numeric id, a list. Each call must be refused
// (no success code) and leave every table but the sessions as it was.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../sandbox/db.js';
import { loginAs, register, spec, startTestSandbox, type Call, type TestSandbox } from '../harness.js';
import { VALID } from '../valid-requests.js';
import { actingSession, faultsOf, fingerprint, inputsOf, rawCall, summaryLine } from './kit.js';

/** (operation, dressing) cases known to fail until the other half of issue 31 lands, by finding number. */
const PENDING: Record<number, string[]> = {
  // 1: the owner check reads the raw id, the handler writes the cleaned one
  1: [
    'deleteAdmin comment', 'deleteAdmin markup', 'deleteArticle comment', 'deleteArticle markup',
    'deleteMyComment comment', 'deleteMyComment markup', 'deleteMyOffer comment', 'deleteMyOffer markup',
    'deleteMyRelease comment', 'deleteMyRelease markup', 'deleteMyWantBuy comment',
    'deleteMyWantBuy markup', 'deleteQuiz comment', 'deleteQuiz markup', 'deleteSubMember comment',
    'deleteSubMember markup', 'deleteVideo comment', 'deleteVideo markup', 'markAnswerUseful comment',
    'markAnswerUseful markup', 'releaseWantBuy comment', 'releaseWantBuy markup', 'setJobListing comment',
    'setJobListing markup', 'updateActivity comment', 'updateActivity markup', 'updateJob comment',
    'updateJob markup', 'updateMyArticle comment', 'updateMyArticle markup',
    'updateQuiz comment', 'updateQuiz markup', 'updateVideo comment', 'updateVideo markup',
  ],
};
const pending = new Set(Object.values(PENDING).flat());

/** How an id can be sent so that it is not the stored id, yet a lenient cleaner turns it into it. */
export const DRESSINGS: Record<string, (id: string) => unknown> = {
  markup: (id) => `<b>${id}</b>`,
  comment: (id) => `<!-- x -->${id}`,
  whitespace: (id) => ` ${id}\n`,
  'zero-width': (id) => `\u200B${id}\uFEFF`,
  'upper case': (id) => id.toUpperCase(),
  'html entity': (id) => `&#${id.codePointAt(0)};${id.slice(1)}`,
  'number as string': (id) => (/^\d+$/.test(id) ? `0${id}` : `${id}.0`),
  // a numeric id as a JSON number; any other id with a trailing tab
  number: (id) => (/^\d+$/.test(id) ? Number(id) : `${id}\t`),
  list: (id) => [id],
};

const SUCCESS = new Set<unknown>([200, '200', 1]);

let s: TestSandbox;
/** A reader of the sandbox's database: its data_version moves only when another connection commits. */
let reader: Database.Database;
/** The tables' hash while no one has written (hashing the whole database for each of 801 cases is slow). */
let hashed: { version: number; hash: string } | undefined;
const dataVersion = () => reader.pragma('data_version', { simple: true }) as number;
/** The hash of every table but the sessions, computed again only when something was written. */
function tables(): string {
  const version = dataVersion();
  if (hashed?.version !== version) hashed = { version, hash: fingerprint(s) };
  return hashed.hash;
}
let me: string;
let stranger: string;
const tally = { operations: new Set<string>(), cases: 0, fiveHundreds: 0, changedByStranger: 0 };
beforeAll(async () => {
  s = await startTestSandbox();
  reader = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  me = (await loginAs(s)).id;
  stranger = await register(s, '13900000931');
});
afterAll(async () => {
  console.log(summaryLine('dressed ids', {
    operations: tally.operations.size,
    dressings: Object.keys(DRESSINGS).length,
    cases: tally.cases,
    '500s seen': tally.fiveHundreds,
    'records changed by a stranger': tally.changedByStranger,
  }));
  reader.close();
  await s.close();
});

/** Any live record of the kind (the stranger owns none): for an owner call whose sample makes a new one. */
function someRecordOf(kind: string): string | undefined {
  const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
  try {
    return (db.prepare('SELECT id FROM records WHERE kind = ? AND deleted = 0 ORDER BY rowid LIMIT 1').get(kind) as { id: string } | undefined)?.id;
  } finally {
    db.close();
  }
}

const guarded = spec.operations.filter((op) => op.access.level === 'owner' || op.access.level === 'self' || (op.access.level === 'public' && op.access.param));

describe.each(guarded.map((op) => [op.operationId, op.access.level]))('%s (%s)', (operationId) => {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const inputs = inputsOf(op);
  let sample: Call | undefined;

  it.each(Object.keys(DRESSINGS).map((d) => [d, pending.has(`${operationId} ${d}`)]))('%s (pending: %s)', async (dressing, isPending) => {
    // a refused call changes nothing, so the sample serves the next dressing; one that changed something is made again
    sample ??= await VALID[operationId](s);
    const query = { ...sample.query } as Record<string, unknown>;
    const body = sample.body && { ...sample.body };
    const where = (name: string) => (name in query ? query : body && name in body ? body : inputs.fields.find((f) => f.name === name)?.in === 'query' ? query : body ?? query);
    const { id, param, record } = op.access;
    if (op.access.level === 'owner' && id) {
      // the stranger names themself where a member must be named, and another member's record by a dressed id
      if (param) where(param)[param] = stranger;
      const target = String(where(id)[id] ?? someRecordOf(record!) ?? '');
      if (!target) throw new Error(`no ${record} record to aim at`);
      where(id)[id] = DRESSINGS[dressing](target);
    } else if (param) {
      where(param)[param] = DRESSINGS[dressing](String(where(param)[param] ?? me));
    }
    // the stranger's own session (and second-client token)
    const { cookie, headers } = actingSession(s, op, { query: {}, body: {}, headers: sample.headers }, stranger);
    const before = tables();
    const answer = await rawCall(s, inputs, { query, body, headers, cookie });
    const changed = tables() !== before;
    tally.operations.add(operationId);
    tally.cases++;
    if (answer.status >= 500) tally.fiveHundreds++;
    if (changed) {
      tally.changedByStranger++;
      sample = undefined;
    }
    const reply = JSON.parse(answer.text) as { code: unknown; msg?: string };
    const check = () => {
      expect(faultsOf(answer)).toEqual([]);
      expect(SUCCESS.has(reply.code), `${dressing}: ${answer.text.slice(0, 160)}`).toBe(false);
      expect(changed, 'the database changed').toBe(false);
    };
    if (!isPending) return check();
    // pending: the breach must still show, so the case flips to a plain test once the fix lands
    expect(check).toThrow();
  });
});
