import type { Db } from '../db.js';
import type { Handler } from '../handlers/shared.js';

/** One product area of the sandbox: its tables, its demo data and its operations' handlers. */
export interface Area {
  /** DDL with CREATE … IF NOT EXISTS, run at every start, so a new area needs no data reset */
  schema?: string;
  /** fills the area's tables with demo data when they are empty (runs at every start) */
  seed?(db: Db, now: number): void;
  /** seeds rows that point at other areas' demo records, once every area has seeded */
  seedLinked?(db: Db, now: number): void;
  handlers: Record<string, Handler>;
}
