// @vitest-environment node
// The contest ranking of seed 3 §9 as a pure function: votes weigh 4 and the expert score 6, on a 10 scale.
import { describe, expect, it } from 'vitest';
import { rankEntries } from '../../sandbox/areas/events/ranking.js';

const entry = (id: string, number: number, scores: number[]) => ({
  id,
  number,
  expertScores: scores.map((score, i) => ({ expertName: `专家${i + 1}`, score })),
});

describe('rankEntries', () => {
  it('puts the votes on a 10 scale against the most-voted entry and weighs them 0.4 against 0.6', () => {
    const ranked = rankEntries([entry('a', 200, [8, 9]), entry('b', 100, [10, 10]), entry('c', 0, [6])]);
    // a: 0.4 × 10 + 0.6 × 8.5 = 9.1; b: 0.4 × 5 + 0.6 × 10 = 8; c: 0.6 × 6 = 3.6
    expect(ranked.map(({ id, score, expertScore, rank }) => ({ id, score, expertScore, rank }))).toEqual([
      { id: 'a', score: 9.1, expertScore: 8.5, rank: 1 },
      { id: 'b', score: 8, expertScore: 10, rank: 2 },
      { id: 'c', score: 3.6, expertScore: 6, rank: 3 },
    ]);
  });

  it('counts no expert score as 0 and no votes at all as 0, and breaks ties by votes then entry order', () => {
    expect(rankEntries([entry('a', 0, []), entry('b', 0, [])]).map((e) => [e.id, e.score])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    const tied = rankEntries([entry('early', 50, [10]), entry('late', 50, [10]), entry('more', 100, [7])]);
    // more: 4 + 4.2 = 8.2; early and late: 2 + 6 = 8
    expect(tied.map((e) => e.id)).toEqual(['more', 'early', 'late']);
  });
});
