// The record store of the content areas: most of the product's entities (jobs, articles, want-buys,
// activities, experts, …) are rows of one `records` table keyed by kind, with their fields as JSON, so an
// area is a few lines of handlers over paged lists, details by id, toggles and soft deletes.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db.js';

export const RECORDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  ownerId TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS records_owner ON records (kind, ownerId);
-- RecordsBy groups the kept parsed records (below) instead of reading JSON indexes; a database
-- made before loses the indexes it no longer uses, which every write paid for.
DROP INDEX IF EXISTS records_join;
DROP INDEX IF EXISTS records_expert;
DROP INDEX IF EXISTS records_activity;
DROP INDEX IF EXISTS records_business;
DROP INDEX IF EXISTS records_quiz;
CREATE TABLE IF NOT EXISTS toggles (
  kind TEXT NOT NULL,
  memberId TEXT NOT NULL,
  targetType TEXT NOT NULL,
  targetId TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  PRIMARY KEY (kind, memberId, targetType, targetId)
);
CREATE INDEX IF NOT EXISTS toggles_target ON toggles (kind, targetType, targetId);
-- The same for toggles (likes, favourites, follows), whose counts and marks a list keeps per kind.
CREATE TABLE IF NOT EXISTS toggle_versions (kind TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TRIGGER IF NOT EXISTS toggles_inserted AFTER INSERT ON toggles BEGIN
  INSERT INTO toggle_versions (kind, version) VALUES (NEW.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS toggles_updated AFTER UPDATE ON toggles BEGIN
  INSERT INTO toggle_versions (kind, version) VALUES (OLD.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
  INSERT INTO toggle_versions (kind, version) VALUES (NEW.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS toggles_deleted AFTER DELETE ON toggles BEGIN
  INSERT INTO toggle_versions (kind, version) VALUES (OLD.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
-- A version per kind, raised by the database itself on every write to records (this process's,
-- another connection's, a script's), so the parsed records listRecords keeps are known to be current.
-- A rolled-back write rolls its raise back with it.
CREATE TABLE IF NOT EXISTS record_versions (kind TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TRIGGER IF NOT EXISTS records_inserted AFTER INSERT ON records BEGIN
  INSERT INTO record_versions (kind, version) VALUES (NEW.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS records_updated AFTER UPDATE ON records BEGIN
  INSERT INTO record_versions (kind, version) VALUES (OLD.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
  INSERT INTO record_versions (kind, version) VALUES (NEW.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS records_deleted AFTER DELETE ON records BEGIN
  INSERT INTO record_versions (kind, version) VALUES (OLD.kind, 1) ON CONFLICT (kind) DO UPDATE SET version = version + 1;
END;
`;

export type Fields = Record<string, unknown>;
export interface Stored extends Fields {
  id: string;
}

/** A record as read back: its fields are all in `data`; the other columns are there for SQL (filters, order, soft delete). */
interface Row {
  id: string;
  data: string;
}

const toStored = (row: Row): Stored => ({ ...(JSON.parse(row.data) as Fields), id: row.id });

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
};

/**
 * Parsing the JSON of every record of a kind on each list request was most of a list's time.
 * The live records of a kind are kept parsed with the kind's version (record_versions, raised by
 * triggers on any write) and read afresh when it has moved, with their groupings by a field (recordsBy)
 * made as asked for. Frozen, so a caller cannot change what the next request reads; never kept from
 * inside a transaction, which could still roll back.
 */
interface Kept {
  version: number;
  records: readonly Stored[];
  groups: Map<string, Map<string, Stored[]>>;
  /** the records in a listRecords sort order (`field` or `-field`), sorted once */
  sorted: Map<string, readonly Stored[]>;
}
/**
 * A feed page asked six kinds for their versions, one statement each. Whether
 * anything kept can have changed at all is known for one statement a turn of the event loop: `PRAGMA
 * data_version` moves when another connection commits (a script, a second process), and this
 * connection's own writes to the kept tables are counted as they happen by temporary triggers (this
 * connection's alone, so another connection's statements never meet the JS function they call). While
 * that count stands, what a kind kept stands without asking its version; once it moves, the version
 * decides as before. A handler runs synchronously, so the statement is read at most once a request;
 * another connection's commit shows from the next turn, a write of this process's at once.
 */
interface Watch {
  /** writes seen: this connection's to the kept tables, and +1 each time data_version moved */
  changes: number;
  dataVersion: number;
  /** data_version was read in this turn */
  checked: boolean;
}
const watches = new WeakMap<Db, Watch>();
/** The tables whose rows are kept in this process: records, toggles, and the members authors show. */
const KEPT_TABLES = ['records', 'toggles', 'members'];

function watchOf(db: Db): Watch | undefined {
  let watch = watches.get(db);
  // created outside a transaction only: one rolled back would take the temporary triggers with it
  if (watch || db.inTransaction) return watch;
  watch = { changes: 0, dataVersion: -1, checked: false };
  const counted = watch;
  db.function('kept_table_written', { deterministic: false }, () => {
    counted.changes++;
    return null;
  });
  for (const table of KEPT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS kept_${table}_${event} AFTER ${event.toUpperCase()} ON main.${table} BEGIN SELECT kept_table_written(); END`,
      );
    }
  }
  watches.set(db, watch);
  return watch;
}

/** The count of writes seen so far; undefined inside a transaction, whose reads are never kept. */
function changesSeen(db: Db): number | undefined {
  const watch = watchOf(db);
  if (!watch || db.inTransaction) return undefined;
  if (!watch.checked) {
    const { data_version: dataVersion } = db.prepare('PRAGMA data_version').get() as { data_version: number };
    if (dataVersion !== watch.dataVersion) {
      watch.dataVersion = dataVersion;
      watch.changes++;
    }
    watch.checked = true;
    queueMicrotask(() => (watch.checked = false));
  }
  return watch.changes;
}

/**
 * What is kept of one kind, by database: the kept value while no write has been seen since it was read
 * or checked (changesSeen), else while the kind's version in `versions` (record_versions or
 * toggle_versions, raised by triggers) is the one it was read at, else `read` afresh. Without
 * `versions`, any write seen reads it afresh.
 */
function keeper<T extends { version: number }>(
  versions: string | undefined,
  read: (db: Db, kind: string, version: number) => T,
): (db: Db, kind: string) => T {
  const kept = new WeakMap<Db, Map<string, { value: T; seen: number }>>();
  return (db, kind) => {
    const seen = changesSeen(db);
    let kinds = kept.get(db);
    if (!kinds) kept.set(db, (kinds = new Map()));
    const known = kinds.get(kind);
    if (known && known.seen === seen) return known.value;
    const version = versions
      ? ((db.prepare(`SELECT version FROM ${versions} WHERE kind = ?`).get(kind) as { version: number } | undefined)
          ?.version ?? 0)
      : (seen ?? -1);
    const value = known?.value.version === version ? known.value : read(db, kind, version);
    if (seen !== undefined) kinds.set(kind, { value, seen });
    return value;
  };
}

const keptRecords = keeper<Kept>('record_versions', (db, kind, version) => {
  const rows = db
    .prepare('SELECT id, data FROM records WHERE kind = ? AND deleted = 0 ORDER BY createdAt DESC, rowid DESC')
    .all(kind) as Row[];
  return { version, records: deepFreeze(rows.map(toStored)), groups: new Map(), sorted: new Map() };
});

/**
 * A value read from the kept tables as a whole (KEPT_TABLES; the members' cards authors show), kept until
 * any write to them is seen: for small tables that lists read far more often than anyone writes them.
 * `name` tells the reads apart; `read` must read nothing but the kept tables.
 */
export function keptRead<T>(name: string, read: (db: Db) => T): (db: Db) => T {
  const keep = keeper<{ version: number; value: T }>(undefined, (db, _name, version) => ({ version, value: read(db) }));
  return (db) => keep(db, name).value;
}

/** Stores a record; `ownerId` and `status` are kept as columns too, for filters and ordering. */
export function insertRecord(db: Db, kind: string, fields: Fields, now: number, id: string = randomUUID()): Stored {
  const ownerId = (fields.memberId ?? fields.userId ?? fields.ownerId ?? null) as string | null;
  const status = typeof fields.status === 'number' ? fields.status : 0;
  db.prepare('INSERT INTO records (kind, id, ownerId, status, data, createdAt) VALUES (?, ?, ?, ?, ?, ?)').run(
    kind,
    id,
    ownerId,
    status,
    JSON.stringify({ ...fields, id }),
    now,
  );
  return { ...fields, id };
}

export function getRecord(db: Db, kind: string, id: string): Stored | undefined {
  const row = db.prepare('SELECT id, data FROM records WHERE kind = ? AND id = ? AND deleted = 0').get(kind, id) as
    Row | undefined;
  return row && toStored(row);
}

/** Merges fields into a record (the JSON and the status/owner columns); undefined when it does not exist. */
export function updateRecord(db: Db, kind: string, id: string, fields: Fields): Stored | undefined {
  const current = getRecord(db, kind, id);
  if (!current) return undefined;
  const next: Stored = { ...current, ...fields, id };
  const status = typeof next.status === 'number' ? next.status : 0;
  db.prepare('UPDATE records SET data = ?, status = ? WHERE kind = ? AND id = ?').run(
    JSON.stringify(next),
    status,
    kind,
    id,
  );
  return next;
}

/** Soft delete: the row stays for history, lists and details stop showing it. */
export function deleteRecord(db: Db, kind: string, id: string): boolean {
  return (
    db.prepare('UPDATE records SET deleted = 1 WHERE kind = ? AND id = ? AND deleted = 0').run(kind, id).changes > 0
  );
}

export interface ListQuery {
  /** field = value filters on the JSON fields (undefined and '' values are ignored) */
  where?: Fields;
  /** text search: record fields that contain `text` */
  search?: { fields: string[]; text?: string };
  /** a predicate for what SQL filters cannot say (ranges, lists) */
  filter?: (record: Stored) => boolean;
  /** newest first unless a field to sort by is given */
  sort?: { field: string; descending?: boolean };
}

/**
 * All matching records of a kind, in order (a fresh array of frozen records: copy one to change it). The
 * sandbox's tables are small: filtering the kept parsed records in JS keeps areas short.
 */
export function listRecords(db: Db, kind: string, query: ListQuery = {}): Stored[] {
  const where = Object.entries(query.where ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const text = query.search?.text?.trim();
  const entry = keptRecords(db, kind);
  return (query.sort ? sortedRecords(entry, query.sort) : entry.records).filter(
    (r) =>
      where.every(([k, v]) => String(r[k]) === String(v)) &&
      (!text || query.search!.fields.some((f) => String(r[f] ?? '').includes(text))) &&
      (!query.filter || query.filter(r)),
  );
}

/**
 * The kept records in a sort order, sorted on the first request that asks for it: the sort is stable,
 * so filtering the sorted records gives what sorting the filtered ones did, without a sort per request.
 */
function sortedRecords(entry: Kept, { field, descending }: NonNullable<ListQuery['sort']>): readonly Stored[] {
  const key = `${descending ? '-' : ''}${field}`;
  let sorted = entry.sorted.get(key);
  if (!sorted) {
    sorted = [...entry.records].sort(
      (a, b) =>
        (a[field] === b[field] ? 0 : (a[field] as never) > (b[field] as never) ? 1 : -1) * (descending ? -1 : 1),
    );
    entry.sorted.set(key, sorted);
  }
  return sorted;
}

/**
 * The live records of a kind whose `field` is one of `ids`, grouped by that id (every id present, [] when
 * none, newest first), that also match `where` like listRecords does: a page of rows finds its comments,
 * entries or vouchers in the kind's kept grouping by that field, not by a listRecords per row.
 */
export function recordsBy(
  db: Db,
  kind: string,
  field: string,
  ids: string[],
  where: Fields = {},
): Map<string, Stored[]> {
  const entry = keptRecords(db, kind);
  let groups = entry.groups.get(field);
  if (!groups) {
    groups = new Map();
    for (const r of entry.records) {
      if (r[field] === undefined || r[field] === null) continue;
      const group = groups.get(String(r[field]));
      if (group) group.push(r);
      else groups.set(String(r[field]), [r]);
    }
    entry.groups.set(field, groups);
  }
  const filters = Object.entries(where).filter(([, v]) => v !== undefined && v !== '');
  return new Map(
    ids.map((id) => [id, (groups.get(id) ?? []).filter((r) => filters.every(([k, v]) => String(r[k]) === String(v)))]),
  );
}

/** A page's size and first row from the page index (1-based) and size a list call sends (10 by default). */
export function pageBounds(pageIndex: unknown, pageSize: unknown): { size: number; offset: number } {
  const size = Math.max(1, Number(pageSize) || 10);
  return { size, offset: (Math.max(1, Number(pageIndex) || 1) - 1) * size };
}

/** One page (1-based) of a list, with the total the pager needs. */
export function pageOf<T>(all: T[], pageIndex: unknown, pageSize: unknown): { records: T[]; total: number } {
  const { size, offset } = pageBounds(pageIndex, pageSize);
  return { records: all.slice(offset, offset + size), total: all.length };
}

/** Favourite / like / follow: on or off for one member and target; returns the new state. */
export function setToggle(
  db: Db,
  kind: string,
  memberId: string,
  targetType: string,
  targetId: string,
  on: boolean,
  now: number,
): boolean {
  if (on) {
    db.prepare(
      'INSERT OR IGNORE INTO toggles (kind, memberId, targetType, targetId, createdAt) VALUES (?, ?, ?, ?, ?)',
    ).run(kind, memberId, targetType, targetId, now);
  } else {
    db.prepare('DELETE FROM toggles WHERE kind = ? AND memberId = ? AND targetType = ? AND targetId = ?').run(
      kind,
      memberId,
      targetType,
      targetId,
    );
  }
  return on;
}

export function isToggled(
  db: Db,
  kind: string,
  memberId: string | undefined,
  targetType: string,
  targetId: string,
): boolean {
  if (!memberId) return false;
  return Boolean(
    db
      .prepare('SELECT 1 FROM toggles WHERE kind = ? AND memberId = ? AND targetType = ? AND targetId = ?')
      .get(kind, memberId, targetType, targetId),
  );
}

export function toggleCount(db: Db, kind: string, targetType: string, targetId: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM toggles WHERE kind = ? AND targetType = ? AND targetId = ?')
      .get(kind, targetType, targetId) as { n: number }
  ).n;
}

/**
 * A list shows how many toggled each row and which the viewer toggled — five queries a feed
 * page, ~20 µs each. The toggles of a kind are kept counted (by `type:id`) and by member with the kind's
 * version (toggle_versions, raised by triggers on any write), as listRecords keeps records: a page
 * reads one version, and the whole kind again only after a write to it.
 */
interface KeptToggles {
  version: number;
  counts: Map<string, number>;
  byMember: Map<string, Set<string>>;
}
const keptToggles = keeper<KeptToggles>('toggle_versions', (db, kind, version) => {
  const fresh: KeptToggles = { version, counts: new Map(), byMember: new Map() };
  const rows = db.prepare('SELECT memberId, targetType, targetId FROM toggles WHERE kind = ?').all(kind) as {
    memberId: string;
    targetType: string;
    targetId: string;
  }[];
  for (const { memberId, targetType, targetId } of rows) {
    const key = `${targetType}:${targetId}`;
    fresh.counts.set(key, (fresh.counts.get(key) ?? 0) + 1);
    let own = fresh.byMember.get(memberId);
    if (!own) fresh.byMember.set(memberId, (own = new Set()));
    own.add(key);
  }
  return fresh;
});

/** toggleCount for a page of targets (of one or several types) at once (0 for a target no one toggled). */
export function toggleCounts(
  db: Db,
  kind: string,
  targetTypes: string | string[],
  targetIds: string[],
): Map<string, number> {
  if (!targetIds.length) return new Map();
  const { counts } = keptToggles(db, kind);
  const types = [targetTypes].flat();
  return new Map(targetIds.map((id) => [id, types.reduce((sum, type) => sum + (counts.get(`${type}:${id}`) ?? 0), 0)]));
}

/**
 * isToggled for a page of targets (of one or several types) at once: the `type:id` of each the member
 * has toggled on; empty for a visitor.
 */
export function toggledAmong(
  db: Db,
  kind: string,
  memberId: string | undefined,
  targetTypes: string | string[],
  targetIds: string[],
): Set<string> {
  if (!memberId || !targetIds.length) return new Set();
  const own = keptToggles(db, kind).byMember.get(memberId);
  const found = new Set<string>();
  if (!own) return found;
  for (const type of [targetTypes].flat())
    for (const id of targetIds) if (own.has(`${type}:${id}`)) found.add(`${type}:${id}`);
  return found;
}

/** The targets a member has toggled on, newest first (my favourites, my follows). */
export function toggledTargets(db: Db, kind: string, memberId: string, targetType: string): string[] {
  return (
    db
      .prepare(
        'SELECT targetId FROM toggles WHERE kind = ? AND memberId = ? AND targetType = ? ORDER BY createdAt DESC, rowid DESC',
      )
      .all(kind, memberId, targetType) as { targetId: string }[]
  ).map((r) => r.targetId);
}

/** Seeds a kind once: when it has no records yet. */
export function seedOnce(db: Db, kind: string, make: () => Fields[], now: number): void {
  const has = db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(kind);
  if (has) return;
  make().forEach((fields, i) =>
    insertRecord(db, kind, fields, now - i * 3_600_000, fields.id ? String(fields.id) : undefined),
  );
}
