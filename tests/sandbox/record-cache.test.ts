// @vitest-environment node
// Issue 26: listRecords keeps the parsed records of a kind between requests, toggleCounts /
// toggledAmong the toggles of a kind, and authorCards every member's card (sandbox/areas/record-store.ts). Each
// case reads a list first, so the kept records are warm, then writes and reads again: every way a write
// can reach the kept tables must show in the next list, and nothing a caller does to an answer may.
// This process's writes show at once; another connection's from the next turn of the event loop (the
// next request), when the kit asks the database again whether anything was written.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareAreas } from '../../sandbox/areas/index.js';
import { authorCard } from '../../sandbox/areas/creator/people.js';
import {
  deleteRecord,
  insertRecord,
  listRecords,
  setToggle,
  toggleCounts,
  toggledAmong,
  updateRecord,
} from '../../sandbox/areas/record-store.js';
import { DB_FILE, openDb } from '../../sandbox/db.js';

const dir = mkdtempSync(join(tmpdir(), 'tea-record-cache-'));
const db = openDb(dir);
const NOW = Date.UTC(2026, 10, 26);
prepareAreas(db, NOW);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let kind: string;
let n = 0;
beforeEach(() => {
  kind = `cache-test-${++n}`;
  insertRecord(db, kind, { title: '信阳毛尖', status: 0 }, NOW, 'a');
  insertRecord(db, kind, { title: '六安瓜片', status: 1 }, NOW + 1, 'b');
});

/** The next turn of the event loop, as the next request meets the database. */
const nextTurn = () => new Promise((done) => setImmediate(done));

const titles = (query?: Parameters<typeof listRecords>[2]) => listRecords(db, kind, query).map((r) => r.title);

describe('the kept parsed records of a kind', () => {
  it('a new record shows in the next list, newest first', () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    insertRecord(db, kind, { title: '太平猴魁', status: 1 }, NOW + 2, 'c');
    expect(titles()).toEqual(['太平猴魁', '六安瓜片', '信阳毛尖']);
  });

  it('an edit shows in the next list', () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    updateRecord(db, kind, 'a', { title: '信阳毛尖（明前）' });
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖（明前）']);
  });

  it('a review that changes the status moves the record between the lists that filter on it', () => {
    expect(titles({ where: { status: 1 } })).toEqual(['六安瓜片']);
    updateRecord(db, kind, 'a', { status: 1 });
    expect(titles({ where: { status: 1 } })).toEqual(['六安瓜片', '信阳毛尖']);
    updateRecord(db, kind, 'b', { status: 2 });
    expect(titles({ where: { status: 1 } })).toEqual(['信阳毛尖']);
  });

  it('a deleted record disappears from the next list', () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    expect(deleteRecord(db, kind, 'b')).toBe(true);
    expect(titles()).toEqual(['信阳毛尖']);
  });

  it("another connection's insert, edit and delete (a script, a back office) show in the next list", async () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    const other = new Database(join(dir, DB_FILE));
    try {
      other
        .prepare('INSERT INTO records (kind, id, status, data, createdAt) VALUES (?, ?, 1, ?, ?)')
        .run(kind, 'c', JSON.stringify({ title: '太平猴魁', id: 'c' }), NOW + 2);
      await nextTurn();
      expect(titles()).toEqual(['太平猴魁', '六安瓜片', '信阳毛尖']);
      other
        .prepare("UPDATE records SET data = json_set(data, '$.title', '黄山毛峰') WHERE kind = ? AND id = ?")
        .run(kind, 'c');
      await nextTurn();
      expect(titles()).toEqual(['黄山毛峰', '六安瓜片', '信阳毛尖']);
      other.prepare('DELETE FROM records WHERE kind = ? AND id = ?').run(kind, 'a');
      await nextTurn();
      expect(titles()).toEqual(['黄山毛峰', '六安瓜片']);
    } finally {
      other.close();
    }
  });

  it("this connection's own SQL, not the kit's, shows at once, in the same turn", () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    db.prepare("UPDATE records SET data = json_set(data, '$.title', '黄山毛峰') WHERE kind = ? AND id = ?").run(
      kind,
      'a',
    );
    expect(titles()).toEqual(['六安瓜片', '黄山毛峰']);
    db.exec(`DELETE FROM records WHERE kind = '${kind}' AND id = 'b'`);
    expect(titles()).toEqual(['黄山毛峰']);
  });

  it('a write rolled back never shows; what the transaction read is not kept', () => {
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
    const failing = db.transaction(() => {
      insertRecord(db, kind, { title: '太平猴魁' }, NOW + 2, 'c');
      expect(titles()).toEqual(['太平猴魁', '六安瓜片', '信阳毛尖']);
      throw new Error('rolled back');
    });
    expect(failing).toThrow('rolled back');
    // the kind's version went back with the write, so the next write raises it to the rolled-back one's
    // again: had the transaction's read been kept, this list would show 太平猴魁 and not 黄山毛峰
    insertRecord(db, kind, { title: '黄山毛峰' }, NOW + 3, 'd');
    expect(titles()).toEqual(['黄山毛峰', '六安瓜片', '信阳毛尖']);
  });

  it('a caller cannot change what the next request reads: records are frozen, the array is its own', () => {
    const first = listRecords(db, kind);
    expect(() => {
      (first[0] as Record<string, unknown>).title = '改过的';
    }).toThrow(TypeError);
    first.reverse();
    expect(titles()).toEqual(['六安瓜片', '信阳毛尖']);
  });

  it('a write to one kind reads only that kind afresh: the others keep their parsed records', () => {
    const other = `${kind}-other`;
    insertRecord(db, other, { title: '祁门红茶' }, NOW, 'x');
    const [kept] = listRecords(db, other);
    const [read] = listRecords(db, kind);
    insertRecord(db, kind, { title: '太平猴魁' }, NOW + 2, 'c');
    expect(listRecords(db, other)[0]).toBe(kept);
    expect(listRecords(db, kind)[1]).not.toBe(read);
    expect(titles()).toEqual(['太平猴魁', '六安瓜片', '信阳毛尖']);
  });
});

describe('a sort order kept with the records', () => {
  it('a list sorted by a field, filtered or not, follows every write', () => {
    insertRecord(db, kind, { title: '太平猴魁', status: 1, rank: 2 }, NOW + 2, 'c');
    updateRecord(db, kind, 'a', { rank: 3 });
    updateRecord(db, kind, 'b', { rank: 1 });
    const byRank = { sort: { field: 'rank', descending: true } } as const;
    expect(titles(byRank)).toEqual(['信阳毛尖', '太平猴魁', '六安瓜片']);
    expect(titles({ ...byRank, where: { status: 1 } })).toEqual(['太平猴魁', '六安瓜片']);
    updateRecord(db, kind, 'b', { rank: 4 });
    expect(titles(byRank)).toEqual(['六安瓜片', '信阳毛尖', '太平猴魁']);
    expect(titles({ sort: { field: 'rank' } })).toEqual(['太平猴魁', '信阳毛尖', '六安瓜片']);
  });
});

describe('the kept toggles of a kind', () => {
  const member = 'member-1';
  it("a like, an unlike and another member's like show in the next counts and marks", () => {
    const toggleKind = `${kind}-like`;
    expect(toggleCounts(db, toggleKind, 'work', ['a', 'b'])).toEqual(
      new Map([
        ['a', 0],
        ['b', 0],
      ]),
    );
    expect(toggledAmong(db, toggleKind, member, 'work', ['a', 'b'])).toEqual(new Set());
    setToggle(db, toggleKind, member, 'work', 'a', true, NOW);
    setToggle(db, toggleKind, 'member-2', 'work', 'a', true, NOW);
    setToggle(db, toggleKind, member, 'video', 'b', true, NOW);
    expect(toggleCounts(db, toggleKind, 'work', ['a', 'b'])).toEqual(
      new Map([
        ['a', 2],
        ['b', 0],
      ]),
    );
    expect(toggleCounts(db, toggleKind, ['work', 'video'], ['a', 'b'])).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
    expect(toggledAmong(db, toggleKind, member, ['work', 'video'], ['a', 'b'])).toEqual(new Set(['work:a', 'video:b']));
    expect(toggledAmong(db, toggleKind, 'member-2', ['work', 'video'], ['a', 'b'])).toEqual(new Set(['work:a']));
    setToggle(db, toggleKind, member, 'work', 'a', false, NOW);
    expect(toggleCounts(db, toggleKind, 'work', ['a'])).toEqual(new Map([['a', 1]]));
    expect(toggledAmong(db, toggleKind, member, 'work', ['a'])).toEqual(new Set());
  });

  it("another connection's toggles show; a rolled-back one never does", async () => {
    const toggleKind = `${kind}-favourite`;
    expect(toggleCounts(db, toggleKind, 'work', ['a'])).toEqual(new Map([['a', 0]]));
    const other = new Database(join(dir, DB_FILE));
    try {
      other
        .prepare('INSERT INTO toggles (kind, memberId, targetType, targetId, createdAt) VALUES (?, ?, ?, ?, ?)')
        .run(toggleKind, member, 'work', 'a', NOW);
      await nextTurn();
      expect(toggleCounts(db, toggleKind, 'work', ['a'])).toEqual(new Map([['a', 1]]));
      expect(toggledAmong(db, toggleKind, member, 'work', ['a'])).toEqual(new Set(['work:a']));
    } finally {
      other.close();
    }
    const failing = db.transaction(() => {
      setToggle(db, toggleKind, 'member-2', 'work', 'a', true, NOW);
      expect(toggleCounts(db, toggleKind, 'work', ['a'])).toEqual(new Map([['a', 2]]));
      throw new Error('rolled back');
    });
    expect(failing).toThrow('rolled back');
    setToggle(db, toggleKind, 'member-3', 'work', 'b', true, NOW);
    expect(toggleCounts(db, toggleKind, 'work', ['a', 'b'])).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    expect(toggledAmong(db, toggleKind, 'member-2', 'work', ['a'])).toEqual(new Set());
  });
});

describe("the kept members' cards (authors of works and comments)", () => {
  const id = 'card-member';
  db.prepare(
    "INSERT INTO members (id, username, phone, password, nickname, createdAt) VALUES (?, 'card', '13900000099', 'x', '茶友', 0)",
  ).run(id);

  it("a new nickname or picture shows in the next card, this connection's at once, another's from the next turn", async () => {
    expect(authorCard(db, id)).toEqual({ memberHeadPic: '', memberNickName: '茶友' });
    db.prepare("UPDATE members SET nickname = '老茶友', headurl = '/a.png' WHERE id = ?").run(id);
    expect(authorCard(db, id)).toEqual({ memberHeadPic: '/a.png', memberNickName: '老茶友' });
    const other = new Database(join(dir, DB_FILE));
    try {
      other.prepare("UPDATE members SET nickname = '品茶人' WHERE id = ?").run(id);
      await nextTurn();
      expect(authorCard(db, id)).toEqual({ memberHeadPic: '/a.png', memberNickName: '品茶人' });
      other.prepare('DELETE FROM members WHERE id = ?').run(id);
      await nextTurn();
      expect(authorCard(db, id)).toEqual({ memberHeadPic: '', memberNickName: '已注销用户' });
    } finally {
      other.close();
    }
  });

  it('a card handed out cannot be changed by its caller', () => {
    expect(() => {
      (authorCard(db, 'nobody') as { memberNickName: string }).memberNickName = '冒名';
    }).toThrow(TypeError);
    expect(authorCard(db, 'nobody').memberNickName).toBe('已注销用户');
  });
});
