// @vitest-environment node
// What other areas write into the personal centre: browse history when a detail opens (recordBrowse),
// with its once-a-day reading points, and favourite activities / contests (toggles of doFavorites).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAreas } from '../../sandbox/areas/index.js';
import { insertRecord, listRecords, setToggle, deleteRecord } from '../../sandbox/areas/record-store.js';
import { recordBrowse } from '../../sandbox/areas/personal/index.js';
import { BROWSE_KIND } from '../../sandbox/areas/personal/browse.js';
import { activityHandlers } from '../../sandbox/areas/personal/activities.js';
import { SCORE_KIND } from '../../sandbox/areas/personal/points.js';
import { FAVOURITE, ACTIVITY_KINDS } from '../../sandbox/areas/personal/links.js';
import { openDb, type Db } from '../../sandbox/db.js';
import { seed } from '../../sandbox/seed.js';
import { loadSpec } from '../../sandbox/spec.js';
import { findMemberByLogin, insertMember } from '../../sandbox/store/members.js';

const NOW = Date.parse('2026-04-10T09:00:00+08:00');
let dir: string;
let db: Db;
let userId: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tea-personal-'));
  db = openDb(dir);
  seed(db, NOW);
  prepareAreas(db, NOW);
  userId = findMemberByLogin(db, 'chayou')!.id;
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ctx = () => ({ db, spec: loadSpec(), now: () => NOW, log: false });
const points = (type: number) => listRecords(db, SCORE_KIND, { where: { userId, type } }).length;

describe('recordBrowse', () => {
  it('puts an opened item on top once, and leaves visitors without history', () => {
    const article = { userId, type: 1 as const, targetId: 'article-42', title: '信阳毛尖春茶开采节在浉河区举行' };
    recordBrowse(db, article, NOW);
    recordBrowse(db, { userId, type: 4, targetId: 'job-7', title: '浉河区董家河镇茶园招采茶工' }, NOW + 1000);
    recordBrowse(db, article, NOW + 2000);
    const mine = listRecords(db, BROWSE_KIND, { where: { userId } });
    expect(mine.slice(0, 2).map((r) => r.businessId)).toEqual(['article-42', 'job-7']);
    expect(mine.filter((r) => r.businessId === 'article-42')).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 1, createTime: '2026-04-10 09:00:02', browseDate: '2026-04-10' });
    expect(recordBrowse(db, { ...article, userId: '' }, NOW)).toBeUndefined();
  });

  it('awards 浏览资讯 and 浏览视频 once a day', () => {
    const news = points(13);
    const video = points(11);
    recordBrowse(db, { userId, type: 1, targetId: 'article-43', title: '平桥区茶园春季管理' }, NOW + 5000);
    recordBrowse(db, { userId, type: 3, targetId: 'video-1', title: '信阳毛尖手工炒制全过程' }, NOW + 6000);
    recordBrowse(db, { userId, type: 3, targetId: 'video-2', title: '茶园修剪技术' }, NOW + 7000);
    expect([points(13), points(11)]).toEqual([news, video + 1]);
    recordBrowse(db, { userId, type: 1, targetId: 'article-44', title: '罗山县茶旅融合' }, NOW + 86_400_000);
    expect(points(13)).toBe(news + 1);
  });
});

describe('favourite activities', () => {
  it('lists favourite festival activities (tag 1) and contests (tag 0), newest favourite first', async () => {
    const fan = insertMember(
      db,
      { username: 'fan', phone: '13976039901', password: 'Tea12345', isCompany: 0, nickname: '茶粉' },
      NOW,
    );
    const festival = insertRecord(
      db,
      ACTIVITY_KINDS.festival,
      {
        name: '第三十二届信阳茶文化节',
        coverPic: '/c.png',
        checkStatus: 2,
        startTime: '2026-04-20',
        endTime: '2026-04-22',
      },
      NOW,
    );
    const contest = insertRecord(
      db,
      ACTIVITY_KINDS.contest,
      { name: '2026信阳毛尖斗茶大赛', startTime: '2026-04-01', endTime: '2026-04-30' },
      NOW,
    );
    const gone = insertRecord(db, ACTIVITY_KINDS.festival, { name: '已删除的活动' }, NOW);
    setToggle(db, FAVOURITE.kind, fan, FAVOURITE.activity, festival.id, true, NOW);
    setToggle(db, FAVOURITE.kind, fan, FAVOURITE.contest, contest.id, true, NOW + 1);
    setToggle(db, FAVOURITE.kind, fan, FAVOURITE.activity, gone.id, true, NOW + 2);
    deleteRecord(db, ACTIVITY_KINDS.festival, gone.id);

    const answer = await activityHandlers.listMyLikedActivities(
      { query: { memberId: fan, pageNo: 1, pageSize: 10 }, body: {} },
      ctx(),
    );
    expect(answer.page).toEqual({
      records: [
        {
          id: contest.id,
          tag: 0,
          name: '2026信阳毛尖斗茶大赛',
          startTime: '2026-04-01',
          endTime: '2026-04-30',
          status: 3,
        },
        {
          id: festival.id,
          tag: 1,
          name: '第三十二届信阳茶文化节',
          coverPic: '/c.png',
          startTime: '2026-04-20',
          endTime: '2026-04-22',
          status: 2,
        },
      ],
      total: 2,
    });

    const search = await activityHandlers.searchActivities(
      { query: {}, body: { name: '信阳', pageNo: 1, pageSize: 100 } },
      ctx(),
    );
    const ids = search.page!.records.map((r) => (r as { id: string }).id);
    expect(ids.filter((id) => [festival.id, contest.id, gone.id].includes(id))).toEqual([festival.id, contest.id]);
  });
});
