// The sandbox's product areas beyond login (seed 1 identity, seed 2 personal centre / home / search and
// creator centre, seed 3 public content). Each owns a folder; this list wires them in.
import type { Db } from '../db.js';
import type { Handler } from '../handlers/shared.js';
import type { Area } from './area.js';
import { area as creator } from './creator/index.js';
import { area as events } from './events/index.js';
import { area as identity } from './identity/index.js';
import { RECORDS_SCHEMA } from './record-store.js';
import { area as market } from './market/index.js';
import { area as personal } from './personal/index.js';

const AREAS: Area[] = [identity, personal, creator, market, events];

export const AREA_HANDLERS: Record<string, Handler> = Object.assign({}, ...AREAS.map((a) => a.handlers));

/** Creates the areas' tables (idempotent) and seeds what is empty. */
export function prepareAreas(db: Db, now: number): void {
  db.exec(RECORDS_SCHEMA);
  for (const a of AREAS) if (a.schema) db.exec(a.schema);
  db.transaction(() => {
    AREAS.forEach((a) => a.seed?.(db, now));
    AREAS.forEach((a) => a.seedLinked?.(db, now));
  })();
}
