// Demo data of this area, seeded once on a fresh database: every list pages (more rows than two pages
// of its page size), chayou has works in every review state and comments of his own, and the social
// toggles give the counts something to count.
import type { Db } from '../../db.js';
import { findMemberByLogin, insertMember } from '../../store/members.js';
import { picture } from '../personal/picture.js';
import { insertRecord, seedOnce, setToggle, type Fields, type Stored } from '../record-store.js';
import { OPERATOR_LOGIN } from './articles.js';
import { AUTH, COMMENT, FAVOURITE, favouriteTypeOf, FOLLOW_MEMBER, KIND, LIKE, TOGGLE, WORK } from './kinds.js';
import {
  ARTICLE_LABELS,
  ARTICLES,
  COMMENT_TEXTS,
  DISTRICT_CENTRES,
  NOTICES,
  POLICY_ARTICLES,
  QUESTIONS,
  REPLY_TEXTS,
  REPORT_TYPES,
  STUDY_VIDEOS,
  TEA_QI,
  VIDEO_LABELS,
  VIDEOS,
} from './seed-content.js';

const HOUR = 3_600_000;
/**
 * A 4-second clip every demo video plays (sandbox/content/media, served by sandbox-routes.ts), made once
 * with ffmpeg: a green gradient, 320×180, H.264 baseline with faststart, no sound.
 */
const DEMO_VIDEO = '/__sandbox/media/demo-tea.mp4';
const DISTRICTS = Object.keys(DISTRICT_CENTRES);
const REJECTED = ['封面图片与内容不符，请更换后重新提交', '内容含有联系方式等推广信息'];

const paragraphs = (lead: string, i: number) =>
  `<p>${lead}</p><p>信阳地处大别山北麓、淮河之滨，${DISTRICTS[i % DISTRICTS.length]}的茶园云雾缭绕，是信阳毛尖的主产区之一。</p>` +
  '<p>欢迎茶友们在评论区分享自己的经验。</p>';

/** The designated operator account (policy articles and notices); the seeds do not name one. */
function operatorOf(db: Db, now: number): string {
  return (
    findMemberByLogin(db, OPERATOR_LOGIN)?.id ??
    // verified, as the creator centre where it publishes is real-name gated (seed 1 §6)
    insertMember(
      db,
      {
        username: OPERATOR_LOGIN,
        phone: '13937600001',
        password: 'Tea12345',
        isCompany: 0,
        nickname: '云赏头条',
        info: '云赏头条官方运营账号，发布政策资讯与平台公告。',
        headurl: picture('云赏', 150, 200, 200),
        realName: '赵云',
        idcardStatus: 1,
        idcardRealName: '赵云',
        idcardNo: '411502198803160018',
      },
      now,
    )
  );
}

/** Everyone but the demo accounts and the operator: the personal area's creators, when it seeded them. */
const othersOf = (db: Db): string[] =>
  (
    db
      .prepare('SELECT id FROM members WHERE username NOT IN (?, ?, ?) ORDER BY createdAt, rowid')
      .all('chayou', 'xinyangcha', OPERATOR_LOGIN) as { id: string }[]
  ).map((r) => r.id);

export function seedCreator(db: Db, now: number): void {
  const operator = operatorOf(db, now);
  seedOnce(
    db,
    KIND.label,
    () => [
      ...ARTICLE_LABELS.map((labelName, sort) => ({ labelName, type: WORK.article, sort })),
      ...VIDEO_LABELS.map((labelName, sort) => ({ labelName, type: WORK.video, sort })),
    ],
    now,
  );
  seedOnce(db, KIND.reportType, () => REPORT_TYPES.map((text, sort) => ({ text, sort })), now);
  seedOnce(
    db,
    KIND.studyVideo,
    () =>
      STUDY_VIDEOS.map(([title, lead], i) => ({
        title,
        details: `<p>${lead}</p><p>主讲：信阳市茶叶技术推广站</p>`,
        video: DEMO_VIDEO,
        coverurl: picture(title.slice(0, 8), 60 + i * 9),
        isup: i < STUDY_VIDEOS.length - 1 ? 1 : 0,
        views: 40 + i * 13,
        crtMs: now - (i + 1) * 30 * HOUR,
      })),
    now,
  );
  // the shops' owner, whom the detail's 私信 reaches: the demo company, else the operator
  const shopOwner = findMemberByLogin(db, 'xinyangcha')?.id ?? operator;
  seedOnce(
    db,
    KIND.teaQi,
    () =>
      TEA_QI.map(([name, district, address, introduce], i) => {
        const [lat, lng] = DISTRICT_CENTRES[district];
        return {
          memberId: shopOwner,
          name,
          pic: picture(name.slice(0, 6), 20 + i * 11),
          address: `河南省信阳市${address}`,
          phone: `1383760${String(2000 + i * 37).padStart(4, '0')}`,
          weiDu: Number((lat + (i % 5) * 0.004).toFixed(6)),
          jingDu: Number((lng + (i % 3) * 0.005).toFixed(6)),
          introduce,
          crtMs: now - (i + 1) * 20 * HOUR,
        };
      }),
    now,
  );
  const chayou = findMemberByLogin(db, 'chayou')?.id;
  const company = findMemberByLogin(db, 'xinyangcha')?.id;
  if (!chayou || !company || db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(KIND.work)) return;
  seedWorks(db, { chayou, company, operator, others: othersOf(db) }, now);
}

interface People {
  chayou: string;
  company: string;
  operator: string;
  others: string[];
}

/** Authors besides chayou: a few prolific ones, so a follow feed of some of them pages. */
const AUTHORS = 6;

function seedWorks(db: Db, p: People, now: number): void {
  const crowd = [p.company, ...p.others];
  const authors = crowd.slice(0, AUTHORS + 1);
  /** A member other than `not`, picked round-robin by k. */
  const someone = (k: number, not?: string) => {
    const pool = [p.chayou, ...crowd].filter((id) => id !== not);
    return pool[k % pool.length];
  };
  let clock = now - 2 * HOUR;
  const add = (fields: Fields, i: number): Stored => {
    clock -= (5 + (i % 4)) * HOUR;
    return insertRecord(
      db,
      KIND.work,
      { authRemark: '', views: 20 + ((i * 37) % 480), ...fields, crtMs: clock },
      clock,
    );
  };
  // chayou's own works: the first two under review, the next one or two rejected, the rest published
  const state = (own: number, rejected: number) =>
    own < 2
      ? { authState: AUTH.review }
      : own < 2 + rejected
        ? { authState: AUTH.rejected, authRemark: REJECTED[own % 2] }
        : { authState: AUTH.published };

  const works: Stored[] = [];
  let own = 0;
  ARTICLES.forEach(([title, articleDescribe, laiYuan, label], i) => {
    const mine = i % 3 === 1 || i === 11;
    const covertype = (i % 3) + 1;
    const coveres = [1, 2, 3]
      .slice(0, covertype === 1 ? 1 : covertype === 2 ? 3 : 0)
      .map((n) => picture(title.slice(0, 6), 90 + i * 5 + n * 20))
      .join(',');
    works.push(
      add(
        {
          type: WORK.article,
          articleType: 1,
          title,
          articleDescribe,
          laiYuan,
          label,
          details: paragraphs(articleDescribe, i),
          covertype,
          showtype: (i % 2) + 1,
          coveres,
          iscloseComment: i === 9 ? 1 : 0,
          promotionType: i === 5 ? 2 : 0,
          ...(i === 5 && {
            promotionName: '新县高山毛尖 250克',
            promotionPrice: '168.0',
            promotionLink: 'https://shop.example.cn/item/250',
          }),
          userId: mine ? p.chayou : authors[i % authors.length],
          ...(mine ? state(own++, 2) : { authState: AUTH.published }),
        },
        i,
      ),
    );
  });
  POLICY_ARTICLES.forEach(([title, articleDescribe, laiYuan, articleType], i) =>
    works.push(
      add(
        {
          type: WORK.article,
          articleType,
          title,
          articleDescribe: '',
          laiYuan,
          label: '',
          details: paragraphs(articleDescribe, i),
          covertype: 3,
          showtype: 1,
          coveres: '',
          iscloseComment: 0,
          promotionType: 0,
          userId: p.operator,
          authState: AUTH.published,
        },
        i,
      ),
    ),
  );
  own = 0;
  VIDEOS.forEach(([title, label], i) => {
    // chayou films every other clip and the last: eleven of twenty
    const mine = i % 2 === 0 || i === VIDEOS.length - 1;
    works.push(
      add(
        {
          type: WORK.video,
          title,
          label,
          video: DEMO_VIDEO,
          coverurl: picture(title.slice(0, 8), 110 + i * 7),
          showType: i % 5 === 4 ? 2 : 1,
          userId: mine ? p.chayou : authors[i % authors.length],
          ...(mine ? state(own++, 1) : { authState: AUTH.published }),
        },
        i,
      ),
    );
  });
  own = 0;
  const quizzes = QUESTIONS.map(([details], i) => {
    const mine = i % 2 === 0 || i === 1;
    const pictures = [1, 2].slice(0, 1 + (i % 2)).map((n) => picture(details.slice(0, 6), 70 + i * 6 + n * 15));
    const quiz = add(
      {
        type: WORK.question,
        title: details,
        details,
        pictures: pictures.join(','),
        cover: pictures[0],
        recommend: i % 3 === 0 ? 1 : 0,
        userId: mine ? p.chayou : authors[i % authors.length],
        ...(mine && i !== 0 ? state(own++, 1) : { authState: AUTH.published }),
      },
      i,
    );
    works.push(quiz);
    return quiz;
  });
  NOTICES.forEach((title, i) =>
    add(
      {
        type: WORK.notice,
        title,
        details: `<p>${title}。</p><p>详情请关注云赏头条后续发布，或拨打客服热线咨询。</p>`,
        covertype: 3,
        showtype: 1,
        coveres: '',
        laiYuan: '云赏头条',
        iscloseComment: 1,
        userId: p.operator,
        authState: AUTH.published,
      },
      i,
    ),
  );

  quizzes.forEach((quiz, i) =>
    QUESTIONS[i][1].forEach((details, k) => {
      const at = Number(quiz.crtMs) + (k + 1) * HOUR;
      // the first question's answers show every state; the others wait for the asker
      const status = i === 0 ? ([1, 1, 2][k] ?? 0) : 0;
      // chayou answers first where he did not ask, so his my-comments list has answers too
      const userId = k === 0 && quiz.userId !== p.chayou ? p.chayou : someone(k + i, String(quiz.userId));
      insertRecord(
        db,
        KIND.answer,
        { quizId: quiz.id, userId, details, file: k % 4 === 1 ? picture('茶园', 80 + k * 9) : '', status, crtMs: at },
        at,
      );
    }),
  );

  seedComments(
    db,
    p,
    works.filter((w) => w.authState === AUTH.published),
    someone,
    now,
  );
  seedToggles(db, p, works, now);
}

/**
 * Comments on published works (a reply from the author under the first), chayou's on others' works (so
 * his my-comments list pages), and the comment threads of the first tea-instrument shop and the first
 * learning videos.
 */
function seedComments(
  db: Db,
  p: People,
  published: Stored[],
  someone: (k: number, not?: string) => string,
  now: number,
): void {
  const comment = (
    type: number,
    joinId: string,
    userId: string,
    message: string,
    at: number,
    parent?: Stored,
  ): Stored =>
    insertRecord(
      db,
      KIND.comment,
      { joinId, type, level: parent ? 1 : 0, ...(parent && { commentId: parent.id }), userId, message, crtMs: at },
      at,
    );
  published
    .filter((w) => w.type !== WORK.notice && w.iscloseComment !== 1)
    .forEach((work, i) => {
      const start = Number(work.crtMs);
      const writers = Array.from({ length: i % 4 }, (_, k) => someone(i + k * 3, String(work.userId)));
      if (work.userId !== p.chayou && i % 2 === 0) writers.push(p.chayou);
      writers.forEach((userId, k) => {
        const top = comment(
          Number(work.type),
          work.id,
          userId,
          COMMENT_TEXTS[(i + k) % COMMENT_TEXTS.length],
          start + (k + 1) * HOUR,
        );
        if (k === 0)
          comment(
            Number(work.type),
            work.id,
            String(work.userId),
            REPLY_TEXTS[i % REPLY_TEXTS.length],
            start + (k + 2) * HOUR,
            top,
          );
      });
    });
  // an article whose author closed its comments after two were written: they stay, read only (seed 3 §6)
  published
    .filter((w) => w.type === WORK.article && w.iscloseComment === 1)
    .forEach((work, i) =>
      [0, 1].forEach((k) =>
        comment(
          WORK.article,
          work.id,
          someone(i + k + 7, String(work.userId)),
          COMMENT_TEXTS[(i + k + 2) % COMMENT_TEXTS.length],
          Number(work.crtMs) + (k + 1) * HOUR,
        ),
      ),
    );
  const shop = db
    .prepare('SELECT id FROM records WHERE kind = ? AND deleted = 0 ORDER BY createdAt DESC LIMIT 1')
    .get(KIND.teaQi) as { id: string } | undefined;
  const videos = db
    .prepare('SELECT id FROM records WHERE kind = ? AND deleted = 0 ORDER BY createdAt DESC LIMIT 3')
    .all(KIND.studyVideo) as { id: string }[];
  const base = now - 48 * HOUR;
  if (shop)
    Array.from({ length: 21 }, (_, k) =>
      comment(COMMENT.teaQi, shop.id, someone(k), COMMENT_TEXTS[k % COMMENT_TEXTS.length], base + k * HOUR),
    );
  videos.forEach(({ id }, i) =>
    [0, 1].forEach((k) =>
      comment(
        COMMENT.studyVideo,
        id,
        someone(i + k),
        COMMENT_TEXTS[(i + k + 5) % COMMENT_TEXTS.length],
        base + k * HOUR,
      ),
    ),
  );
}

/**
 * Likes, favourites, follows and reads, each dated somewhere in the last 30 days (after the work it
 * concerns was published), so the creator data pages draw a history rather than one spike on the day
 * the sandbox started. chayou's favourites and follows fill his lists; the others give counts; the
 * crowd's favourites and reads of chayou's works give his data pages something to show. A list of one
 * member's follows or fans is dated in the order it is seeded, so it keeps its order (newest first).
 */
function seedToggles(db: Db, p: People, works: Stored[], now: number): void {
  const crowd = [p.company, ...p.others];
  const published = works.filter((w) => w.authState === AUTH.published);
  const others = published.filter((w) => w.userId !== p.chayou);
  published.forEach((work, i) => {
    const likers = crowd.slice(0, i % 7).filter((id) => id !== work.userId);
    likers.forEach((id, k) =>
      setToggle(db, TOGGLE.like, id, LIKE.work, work.id, true, spread(Number(work.crtMs), k, likers.length, now)),
    );
  });
  const favourite = (type: number, kind: string, count: number) =>
    others
      .filter((w) => w.type === type)
      .slice(0, count)
      .forEach((w) => setToggle(db, TOGGLE.favourite, p.chayou, kind, w.id, true, now));
  favourite(WORK.article, FAVOURITE.article, 12);
  favourite(WORK.video, FAVOURITE.video, 3);
  favourite(WORK.question, FAVOURITE.question, 12);
  published
    .filter((w) => w.userId === p.chayou)
    .forEach((work, i) => {
      const fans = crowd.slice(1 + (i % 5), 1 + (i % 5) + (i % 3));
      fans.forEach((id, k) =>
        setToggle(
          db,
          TOGGLE.favourite,
          id,
          favouriteTypeOf(Number(work.type)),
          work.id,
          true,
          spread(Number(work.crtMs), k, fans.length, now),
        ),
      );
    });
  // [follower, followed] pairs, dated in the order given
  const follow = (pairs: [string, string][]) =>
    pairs.forEach(([from, to], k) =>
      setToggle(db, TOGGLE.follow, from, FOLLOW_MEMBER, to, true, spread(now - MONTH, k, pairs.length, now)),
    );
  follow([p.company, ...p.others.slice(0, 4)].map((id) => [p.chayou, id]));
  follow([p.company, ...p.others.slice(4, 10)].map((id) => [id, p.chayou]));
  follow(p.others.slice(0, 8).map((id) => [id, p.company]));
  seedReads(db, published, crowd, now);
}

/**
 * Reads of the published works (creator_reads, what 阅读量 and 粉丝阅读量 count): a few a day since each
 * was published, every third by a member of the crowd — a fan when they followed the author by then.
 */
function seedReads(db: Db, published: Stored[], crowd: string[], now: number): void {
  const followedAt = new Map(
    (
      db
        .prepare('SELECT memberId, targetId, createdAt FROM toggles WHERE kind = ? AND targetType = ?')
        .all(TOGGLE.follow, FOLLOW_MEMBER) as { memberId: string; targetId: string; createdAt: number }[]
    ).map((f) => [`${f.memberId} ${f.targetId}`, f.createdAt]),
  );
  const insert = db.prepare('INSERT INTO creator_reads (authorId, workId, readerId, fan, at) VALUES (?, ?, ?, ?, ?)');
  published.forEach((work, i) => {
    const reads = Math.min(Number(work.views), 6 + ((i * 11) % 19));
    for (let k = 0; k < reads; k++) {
      const at = spread(Number(work.crtMs), k, reads, now);
      const reader = k % 3 === 0 ? crowd[(i + k) % crowd.length] : undefined;
      const since = reader === undefined ? undefined : followedAt.get(`${reader} ${String(work.userId)}`);
      const fan = since !== undefined && since <= at;
      insert.run(String(work.userId), work.id, reader === work.userId ? null : (reader ?? null), fan ? 1 : 0, at);
    }
  });
}

const MONTH = 29 * 24 * HOUR;

/**
 * The k-th of n events after `since` (no earlier than 30 China-time days back), spread evenly up to now
 * with a deterministic jitter: the same seed on the same clock gives the same dates.
 */
function spread(since: number, k: number, n: number, now: number): number {
  const from = Math.max(since, now - MONTH);
  const slot = (now - from) / n;
  return Math.round(from + slot * k + slot * (((k * 7 + n * 3) % 10) / 10));
}
