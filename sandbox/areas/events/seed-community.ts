// Who the demo data's exhibitors, entries, comments and votes come from: the members the other areas
// seed (the personal area's invitees), so every name and avatar shows as a real member's.
import type { Db } from '../../db.js';
import { findMemberByLogin } from '../../store/members.js';

export interface Community {
  /** the individual demo account (chayou) */
  personal: string;
  /** the corporate demo account (xinyangcha) */
  company: string;
  /** the other members, in a stable order; the demo accounts when there are none */
  others: string[];
}

export function communityOf(db: Db): Community | undefined {
  const personal = findMemberByLogin(db, 'chayou')?.id;
  const company = findMemberByLogin(db, 'xinyangcha')?.id;
  if (!personal || !company) return undefined;
  const rows = db.prepare('SELECT id FROM members WHERE id NOT IN (?, ?) ORDER BY phone').all(personal, company) as {
    id: string;
  }[];
  return { personal, company, others: rows.length ? rows.map((r) => r.id) : [personal, company] };
}

/** The i-th other member, round the list. */
export const other = (c: Community, i: number): string => c.others[i % c.others.length];
