// 评比评选: contests, their entries (选手), audience votes (once per member and contestant, while the
// contest votes) and the ranking (ranking.ts). Status comes from the dates (schedule.ts).
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { recordBrowse } from '../personal/index.js';
import {
  getRecord,
  insertRecord,
  isToggled,
  listRecords,
  pageOf,
  recordsBy,
  setToggle,
  updateRecord,
  type Stored,
} from '../record-store.js';
import { BROWSE, dayOf, FAVOURITE, KIND, requireMember, stamp, TOGGLE, viewerOf, VOTE } from './links.js';
import { rankEntries, type Entry, type ExpertScore } from './ranking.js';
import { phaseOf, phaseOfFilter } from './schedule.js';

const findContest = (db: Db, id: unknown): Stored => getRecord(db, KIND.contest, String(id)) ?? fail('评选不存在');
const findContestant = (db: Db, id: unknown): Stored =>
  getRecord(db, KIND.contestant, String(id)) ?? fail('选手不存在');

/** A contest's entries, scored and ranked, in entry order (earliest first). */
function entriesOf(db: Db, contestId: string) {
  const stored = listRecords(db, KIND.contestant, { where: { activityId: contestId } }).reverse();
  const ranked = rankEntries(
    stored.map((r): Stored & Entry => ({
      ...r,
      number: Number(r.number ?? 0),
      expertScores: (r.expertScores ?? []) as ExpertScore[],
    })),
  );
  return stored.map((r) => ranked.find((e) => e.id === r.id)!);
}

type Ranked = ReturnType<typeof entriesOf>[number];

const contestantView = (db: Db, e: Ranked, viewer?: string) => ({
  id: e.id,
  activityId: e.activityId,
  name: e.name,
  coverPic: e.coverPic,
  number: e.number,
  score: e.score,
  expertScore: e.expertScore,
  expertScores: e.expertScores,
  details: e.details,
  files: e.files ?? [],
  isvote: viewer && isToggled(db, VOTE.kind, viewer, VOTE.targetType, e.id) ? 1 : 0,
  isCollect: isToggled(db, TOGGLE.favourite, viewer, FAVOURITE.contest, e.id) ? 1 : 0,
  rank: e.rank,
});

/** A page of contests: their entries read in one query for the page. */
const contestViews = (db: Db, rows: Stored[], now: number) => {
  const entries = recordsBy(
    db,
    KIND.contestant,
    'activityId',
    rows.map((r) => r.id),
  );
  return rows.map((r) => contestView(db, r, now, undefined, entries.get(r.id)!));
};

function contestView(
  db: Db,
  r: Stored,
  now: number,
  viewer?: string,
  entries = recordsBy(db, KIND.contestant, 'activityId', [r.id]).get(r.id)!,
) {
  const view = {
    id: r.id,
    name: r.name,
    coverPic: r.coverPic,
    status: phaseOf(r, now),
    sponsor: r.sponsor,
    details: r.details,
    signUpStartTime: r.signUpStartTime,
    signUpEndTime: r.signUpEndTime,
    startTime: r.startTime,
    endTime: r.endTime,
    number: entries.reduce((sum, e) => sum + Number(e.number ?? 0), 0),
    peopleNum: entries.length,
  };
  if (!viewer) return view;
  const bmStatus = entries.some((e) => e.userId === viewer) ? 1 : 0;
  return { ...view, bmStatus, isCollect: isToggled(db, TOGGLE.favourite, viewer, FAVOURITE.contest, r.id) ? 1 : 0 };
}

export const contestHandlers: Record<string, Handler> = {
  getContestList({ query }, ctx) {
    const now = ctx.now();
    const phase = phaseOfFilter(query.status);
    const all = listRecords(ctx.db, KIND.contest, { filter: (r) => !phase || phaseOf(r, now) === phase });
    const page = pageOf(all, query.pageNo, query.pageSize);
    return { code: 200, msg: '操作成功', page: { ...page, records: contestViews(ctx.db, page.records, now) } };
  },

  getContestDetail({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const contest = findContest(ctx.db, query.id);
    if (viewer)
      recordBrowse(
        ctx.db,
        {
          userId: viewer,
          type: BROWSE.contest,
          targetId: contest.id,
          title: String(contest.name),
          cover: String(contest.coverPic),
          summary: String(contest.sponsor),
        },
        ctx.now(),
      );
    return ok(contestView(ctx.db, contest, ctx.now(), viewer));
  },

  saveContestant({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const contest = findContest(ctx.db, body.activityId);
    const now = ctx.now();
    if (dayOf(now) < String(contest.signUpStartTime)) fail('报名尚未开始');
    if (phaseOf(contest, now) !== 2 || dayOf(now) > String(contest.signUpEndTime)) fail('报名已截止');
    if (listRecords(ctx.db, KIND.contestant, { where: { activityId: contest.id, userId: member.id } }).length)
      fail('您已报名该评选');
    const { coverPic, name, contacts, idcard, phone, details, fileList } = body;
    const fields = {
      activityId: contest.id,
      userId: member.id,
      coverPic,
      name,
      contacts,
      idcard,
      phone,
      details,
      files: fileList,
      number: 0,
      expertScores: [],
      crtTime: stamp(now),
    };
    insertRecord(ctx.db, KIND.contestant, fields, now);
    return ok(undefined, '报名成功');
  },

  getContestantList({ query }, ctx) {
    const viewer = viewerOf(query.memberId);
    const name = typeof query.name === 'string' ? query.name.trim() : '';
    const all = entriesOf(ctx.db, String(query.activityId)).filter((e) => !name || String(e.name).includes(name));
    const page = pageOf(all, query.pageNo, query.pageSize);
    return {
      code: 200,
      msg: '操作成功',
      page: { ...page, records: page.records.map((e) => contestantView(ctx.db, e, viewer)) },
    };
  },

  // The list sends query parameters, the detail a JSON body (seed 3 §7): both, the body winning.
  saveVote({ query, body }, ctx) {
    const vote = { ...query, ...body };
    const member = requireMember(ctx.db, vote.memberId);
    const contestant = findContestant(ctx.db, vote.peopleId);
    if (vote.activityId && vote.activityId !== contestant.activityId) fail('该选手不在此评选中');
    const phase = phaseOf(findContest(ctx.db, contestant.activityId), ctx.now());
    if (phase === 2) fail('投票尚未开始');
    if (phase === 4) fail('投票已结束');
    if (isToggled(ctx.db, VOTE.kind, member.id, VOTE.targetType, contestant.id))
      fail('您已为该选手投过票，请勿重复投票');
    setToggle(ctx.db, VOTE.kind, member.id, VOTE.targetType, contestant.id, true, ctx.now());
    updateRecord(ctx.db, KIND.contestant, contestant.id, { number: Number(contestant.number ?? 0) + 1 });
    return ok(undefined, '投票成功');
  },

  getContestRanking({ query }, ctx) {
    const all = entriesOf(ctx.db, String(query.activityId)).sort((a, b) => a.rank - b.rank);
    const page = pageOf(all, query.pageNo, query.pageSize);
    return {
      code: 200,
      msg: '操作成功',
      page: { ...page, records: page.records.map((e) => contestantView(ctx.db, e)) },
    };
  },

  getContestantDetail({ query }, ctx) {
    const contestant = findContestant(ctx.db, query.id);
    const entry = entriesOf(ctx.db, String(contestant.activityId)).find((e) => e.id === contestant.id)!;
    return ok(contestantView(ctx.db, entry, viewerOf(query.memberId)));
  },
};
