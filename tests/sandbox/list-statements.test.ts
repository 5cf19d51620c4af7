// Issue 26: every list call a page makes (bench/list-calls.ts, from spec/routes.yaml) runs a fixed,
// small number of SQL statements whatever its page size, so a count or an author read per row (an N+1)
// cannot come back unnoticed. Counted in-process (db.ts countStatements) on the seeded demo data, with
// what the kit keeps warm: a warm list asks once whether anything was written (one statement for all
// the kinds, toggles and members' cards it reads) where a cold one reads them too.
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessLists } from '../../bench/in-process-lists.js';

/**
 * Statements one list request may run: whether anything kept was written, and a query of what the kit
 * does not keep (members' whole rows, an expert's sent messages, a member's follows in the order made); for a member,
 * one more (the member's own favourites or follows that a list shows). Issue 26's fourth pass: the
 * counts, authors and marks of the rows come from what the kit keeps, where they were one query each
 * (a feed page ran 9; it was 6 for a visitor and 10 for a member).
 */
const MAX_STATEMENTS = { visitor: 2, member: 3 };

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
  it.each(lists.calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
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
    expect(lists.statements.count).toBe(2);
  });
});
