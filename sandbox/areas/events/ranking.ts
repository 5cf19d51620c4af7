// The contest ranking of seed 3 §9: audience votes weigh 4 and the experts' score 6, both on a 10
// scale. Votes reach the scale relative to the contest's most-voted entry (spec getContestRanking).

export interface ExpertScore {
  expertName: string;
  score: number;
}

export interface Entry {
  number: number;
  expertScores: ExpertScore[];
}

export interface Scored {
  /** 0.4 × audience score + 0.6 × expert score, out of 10 */
  score: number;
  /** the mean of the experts' scores, out of 10 (0 before any) */
  expertScore: number;
  rank: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const meanOf = (scores: ExpertScore[]) =>
  scores.length ? scores.reduce((sum, s) => sum + s.score, 0) / scores.length : 0;

/**
 * Scores and ranks one contest's entries, given in entry order: ties go to more votes, then to the
 * earlier entry.
 */
export function rankEntries<T extends Entry>(entries: T[]): (T & Scored)[] {
  const most = Math.max(0, ...entries.map((e) => e.number));
  const scored = entries.map((entry, order) => {
    const audience = most > 0 ? (10 * entry.number) / most : 0;
    const expertScore = meanOf(entry.expertScores);
    return { entry, order, expertScore: round2(expertScore), score: round2(0.4 * audience + 0.6 * expertScore) };
  });
  scored.sort((a, b) => b.score - a.score || b.entry.number - a.entry.number || a.order - b.order);
  return scored.map(({ entry, score, expertScore }, i) => ({ ...entry, score, expertScore, rank: i + 1 }));
}
