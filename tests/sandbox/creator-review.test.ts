// @vitest-environment node
// The review of works (seed 2 §4: submitted → 0 under review → 1 published or 2 rejected), driven by
// reviewWork — the sandbox's stand-in for the operators, exported for demos — over a database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { area, reviewWork } from '../../sandbox/areas/creator/index.js';
import { prepareAreas } from '../../sandbox/areas/index.js';
import type { SandboxContext } from '../../sandbox/context.js';
import { openDb, type Db } from '../../sandbox/db.js';
import type { Envelope } from '../../sandbox/handlers/shared.js';
import { seed } from '../../sandbox/seed.js';
import { loadSpec } from '../../sandbox/spec.js';
import { findMemberByLogin } from '../../sandbox/store/members.js';
import { newArticle } from './valid/creator.js';

let dir: string;
let db: Db;
let ctx: SandboxContext;
let chayou: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tea-creator-review-'));
  db = openDb(dir);
  const now = Date.now();
  seed(db, now);
  prepareAreas(db, now);
  ctx = { db, spec: loadSpec(), now: () => now, log: false };
  chayou = findMemberByLogin(db, 'chayou')!.id;
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (operationId: string, query: Record<string, unknown> = {}, body: Record<string, unknown> = {}) =>
  area.handlers[operationId]({ query, body }, ctx) as Envelope;
type Work = { id: string; authState: number; authRemark: string; title: string };
const works = (query: Record<string, unknown>) =>
  call('findToutiaoByCondition', { pageSize: 100, ...query }).page!.records as Work[];
const ownUnderReview = (type: number) => works({ type, memberId: chayou, userId: chayou, authState: 0 })[0];

describe('review of works', () => {
  it('publishes a work under review: the public feed shows it from then on', () => {
    call('saveArticle', {}, newArticle(chayou));
    const article = ownUnderReview(1);
    expect(works({ type: 1 }).some((w) => w.id === article.id)).toBe(false);
    expect(reviewWork(db, article.id, { pass: true })).toMatchObject({ authState: 1 });
    expect(works({ type: 1 }).find((w) => w.id === article.id)).toMatchObject({ authState: 1, authRemark: '' });
    expect(() => reviewWork(db, article.id, { pass: false, remark: '重复审核' })).toThrow('该作品不在审核中');
  });

  it('rejects with the reason the creator reads, and an edit goes back to review', () => {
    call(
      'saveVideo',
      {},
      { title: '茶园晨雾', label: '茶园风光', video: '/__sandbox/uploads/v.mp4', showType: 1, userId: chayou },
    );
    const video = ownUnderReview(2);
    reviewWork(db, video.id, { pass: false, remark: '视频画面不清晰' });
    expect(
      works({ type: 2, memberId: chayou, userId: chayou, authState: 2 }).find((w) => w.id === video.id),
    ).toMatchObject({ authRemark: '视频画面不清晰' });
    call(
      'updateVideo',
      { videoId: video.id },
      { title: '茶园晨雾（高清）', label: '茶园风光', video: '/__sandbox/uploads/v2.mp4', showType: 1, userId: chayou },
    );
    expect(ownUnderReview(2)).toMatchObject({ id: video.id, title: '茶园晨雾（高清）', authRemark: '' });
    expect(() => reviewWork(db, 'missing', { pass: true })).toThrow('作品不存在');
  });
});
