// Issue 26: every list call a page makes (bench/list-calls.ts, from spec/routes.yaml) runs a fixed,
// small number of SQL statements whatever its page size, so a count or an author read per row (an N+1)
// cannot come back unnoticed. Counted in-process (db.ts countStatements) on the seeded demo data, with
// the kit's parsed records warm: a warm list reads its kind's version (one statement) where a cold one
// reads the records too (one more per kind).
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessLists } from '../../bench/in-process-lists.js';

/**
 * Statements one list request may run: the list, then one query per kind of count or author it shows;
 * for a member, one more per kind of mark the viewer has left on the rows (liked, followed, favourited),
 * and one for whom the member follows (the follow feed lists their works).
 */
const MAX_STATEMENTS = { visitor: 6, member: 10 };

/**
 * Member calls that still read per row, found when the bench began to send the calls a page makes for a
 * logged-in member (issue 26); each is a fix of its own area: their counts are printed by
 * `npm run bench:list-statements`, and they leave this list as they are batched.
 */
const PER_ROW = ['findCommentListByUserId'];

const lists = inProcessLists();
afterAll(() => lists.close());

const statementsOf = async (run: () => unknown): Promise<number | 'refused'> => {
  lists.statements.reset();
  try {
    await run();
  } catch {
    return 'refused';
  }
  return lists.statements.count;
};

describe('statements per list request', () => {
  const pinned = lists.calls.filter((call) => !(call.member && PER_ROW.includes(call.operationId)));
  it.each(pinned.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const warm = await statementsOf(() => call.run({ pageSize: 50 }));
    // a call for members only, refused to a visitor before it reads a list
    if (warm === 'refused') return expect(await statementsOf(() => call.run())).toBe('refused');
    const one = await statementsOf(() => call.run({ pageSize: 1 }));
    const many = await statementsOf(() => call.run({ pageSize: 50 }));
    expect({ one, many }).toEqual({ one: many, many });
    expect(many).toBeLessThanOrEqual(MAX_STATEMENTS[call.member ? 'member' : 'visitor']);
  });

  it('pins a real list: the expert list answers rows while running its fixed statements', async () => {
    const experts = lists.calls.find((c) => c.name.startsWith('getExpertList'))!;
    await experts.run({ pageSize: 50 });
    lists.statements.reset();
    const answer = (await experts.run({ pageSize: 50 })) as { page: { records: unknown[] } };
    expect(answer.page.records.length).toBeGreaterThan(1);
    expect(lists.statements.count).toBe(3);
  });
});
