// Learning videos (/leadNews/learnPX, xuexiDetail) and tea-instrument listings (/leadNews/xyChaqi,
// xyChaqiD) of seed 3 §2.2-2.4: lists, details with likes, favourites and comments.
import type { Db } from '../../db.js';
import { fail, ok, type Envelope, type Handler } from '../../handlers/shared.js';
import { recordBrowse } from '../personal/index.js';
import {
  getRecord,
  isToggled,
  listRecords,
  pageOf,
  recordsBy,
  toggleCounts,
  updateRecord,
  type Stored,
} from '../record-store.js';
import { commentTree } from './comments.js';
import { COMMENT, FAVOURITE, FOLLOW_MEMBER, KIND, LIKE, TOGGLE } from './kinds.js';
import { viewerOf } from './people.js';
import { stamp } from './time.js';

/** Seed 2's browse history has no business type for these two; 8 is its spare code. */
const BROWSE_OTHER = 8;
const newest = { field: 'crtMs', descending: true } as const;
const on = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A page of videos with their comment and like counts: one query each for the whole page. */
function studyVideos(db: Db, videos: Stored[], viewerId: string | undefined) {
  const ids = videos.map((v) => v.id);
  const comments = recordsBy(db, KIND.comment, 'joinId', ids, { type: COMMENT.studyVideo });
  const likes = toggleCounts(db, TOGGLE.like, LIKE.studyVideo, ids);
  return videos.map((v) => ({
    id: v.id,
    title: String(v.title),
    video: String(v.video),
    coverurl: String(v.coverurl),
    createTime: stamp(Number(v.crtMs)),
    commentNum: comments.get(v.id)!.length,
    details: String(v.details),
    isLike: on(isToggled(db, TOGGLE.favourite, viewerId, FAVOURITE.studyVideo, v.id)),
    isFabulous: on(isToggled(db, TOGGLE.like, viewerId, LIKE.studyVideo, v.id)),
    likes: likes.get(v.id)!,
    views: Number(v.views ?? 0),
  }));
}

/** A page of tea-instrument listings with their top-comment counts (one query for the page). */
function teaQis(db: Db, listings: Stored[], viewerId: string | undefined) {
  const comments = recordsBy(
    db,
    KIND.comment,
    'joinId',
    listings.map((q) => q.id),
    { type: COMMENT.teaQi, level: 0 },
  );
  return listings.map((q) => ({
    id: q.id,
    name: String(q.name),
    pic: String(q.pic),
    crtTime: stamp(Number(q.crtMs)),
    address: String(q.address),
    phone: String(q.phone),
    weiDu: Number(q.weiDu),
    jingDu: Number(q.jingDu),
    introduce: String(q.introduce),
    isLike: on(isToggled(db, TOGGLE.favourite, viewerId, FAVOURITE.teaQi, q.id)),
    isFabulous: on(isToggled(db, TOGGLE.like, viewerId, LIKE.teaQi, q.id)),
    isFollow: on(isToggled(db, TOGGLE.follow, viewerId, FOLLOW_MEMBER, String(q.memberId))),
    contentCount: comments.get(q.id)!.length,
    // '' for a shop stored before owners were: no one to write to
    memberId: String(q.memberId ?? ''),
  }));
}

export const learningHandlers: Record<string, Handler> = {
  studyVideoPageList({ query }, ctx) {
    const videos = listRecords(ctx.db, KIND.studyVideo, { where: { isup: query.isup }, sort: newest });
    const { records, total } = pageOf(videos, query.pageIndex, query.pageSize);
    return { code: 200, msg: '操作成功', page: { records: studyVideos(ctx.db, records, undefined), total } };
  },

  studyVideoDetail({ query }, ctx) {
    const found = getRecord(ctx.db, KIND.studyVideo, String(query.id));
    if (!found || found.isup !== 1) fail('视频不存在或已下架');
    const viewer = viewerOf(query.memberId);
    const video = updateRecord(ctx.db, KIND.studyVideo, found.id, { views: Number(found.views ?? 0) + 1 })!;
    recordBrowse(
      ctx.db,
      {
        userId: viewer ?? '',
        type: BROWSE_OTHER,
        targetId: video.id,
        title: String(video.title),
        cover: String(video.coverurl),
      },
      ctx.now(),
    );
    return ok(studyVideos(ctx.db, [video], viewer)[0]);
  },

  // data + total rather than page (seed 3 §7)
  teaQiList({ query }, ctx): Envelope & { total: number } {
    const { records, total } = pageOf(
      listRecords(ctx.db, KIND.teaQi, { sort: newest }),
      query.pageIndex,
      query.pageSize,
    );
    return { code: 200, msg: '操作成功', data: teaQis(ctx.db, records, undefined), total };
  },

  // The listing with one page of its top comments (each with its replies).
  teaQiDetail({ query }, ctx) {
    const found = getRecord(ctx.db, KIND.teaQi, String(query.id)) ?? fail('茶器不存在');
    const viewer = viewerOf(query.memberId);
    recordBrowse(
      ctx.db,
      {
        userId: viewer ?? '',
        type: BROWSE_OTHER,
        targetId: found.id,
        title: String(found.name),
        cover: String(found.pic),
      },
      ctx.now(),
    );
    const comments = pageOf(
      commentTree(ctx.db, COMMENT.teaQi, found.id, viewer, ctx.now()),
      query.pageIndex,
      query.pageSize,
    );
    return ok({ ...teaQis(ctx.db, [found], viewer)[0], contentEntityList: comments.records });
  },
};
