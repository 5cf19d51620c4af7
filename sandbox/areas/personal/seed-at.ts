// Demo rows with their own ids and moments. kit.seedOnce spaces rows an hour apart and seeds a kind only
// while it is empty, but the personal lists show and filter by their times (points history, browse
// dates, notices) and other areas write the same kinds (sign-in points) — so a seed here is keyed by
// its first row's id instead, and stays seeded after the rows are cleared or deleted.
import type { Db } from '../../db.js';
import { insertRecord, type Fields } from '../record-store.js';

export interface TimedRow {
  id: string;
  fields: Fields;
  at: number;
}

/** Seeds the rows once: unless the first of them was stored before (deleted or not). */
export function seedTimed(db: Db, kind: string, make: () => TimedRow[]): void {
  const rows = make();
  if (!rows.length || db.prepare('SELECT 1 FROM records WHERE kind = ? AND id = ?').get(kind, rows[0].id)) return;
  for (const { id, fields, at } of rows) insertRecord(db, kind, fields, at, id);
}
