// Demo history of the two demo accounts: points (summing to their seeded integral), browse history,
// system messages (the newest `unreadCount` unread) and xinyangcha's tea-farm hierarchy.
import { navigation } from '../../../generated/routes.js';
import type { Db } from '../../db.js';
import { findMemberByLogin, type MemberRow } from '../../store/members.js';
import { listRecords, type Stored } from '../record-store.js';
import { BROWSE_KIND, type Browse, type BrowseType } from './browse.js';
import { ACTIVITY_KINDS, BROWSED_KINDS } from './links.js';
import { MESSAGE_KIND } from './notices.js';
import { POINTS, SCORE_KIND } from './points.js';
import { seedTimed, type TimedRow } from './seed-at.js';
import { SUB_MEMBER_KIND } from './sub-members.js';
import { dayOf, stamp } from './time.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [points type, how many] oldest first; chayou's add up to 120, xinyangcha's to 560 (sandbox/seed.ts). */
const POINTS_HISTORY: Record<string, [number, number][]> = {
  chayou: [
    [1, 1],
    [5, 5],
    [6, 5],
    [13, 3],
    [15, 1],
  ],
  xinyangcha: [
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [7, 22],
    [8, 5],
    [14, 4],
    [5, 10],
    [6, 5],
  ],
};

function pointsRows(member: MemberRow, history: [number, number][], now: number): TimedRow[] {
  const types = history.flatMap(([type, times]) => Array<number>(times).fill(type));
  return types.map((type, i) => {
    const at = now - (types.length - i) * 17 * HOUR;
    return {
      id: `demo-points-${member.username}-${i}`,
      at,
      fields: { userId: member.id, type, score: POINTS[type].score, createTime: stamp(at) },
    };
  });
}

/** The types of the demo browse history, newest first (seed 2 §2.2 business types). */
const BROWSED: BrowseType[] = [1, 2, 4, 3, 7, 1, 5, 6, 1, 4, 2, 1, 3, 7, 1, 5, 6, 4, 1, 2, 3, 1, 7, 4];

/** The first image of a comma list (works' coveres). */
const firstOf = (list: unknown) =>
  String(list ?? '')
    .split(',')
    .find(Boolean);

/**
 * Where the records of each browse type are kept, which of them a detail page opens (published, approved,
 * listed), and what a history row shows of one — as the detail handlers write it when opened.
 */
const BROWSE_TARGETS: Record<
  Exclude<BrowseType, 8>,
  { kind: string; where?: Record<string, unknown>; row(r: Stored): Pick<Browse, 'title' | 'cover' | 'summary'> }
> = {
  1: {
    kind: BROWSED_KINDS.work,
    where: { type: 1, authState: 1 },
    row: (r) => ({ title: String(r.title), cover: firstOf(r.coveres), summary: String(r.laiYuan ?? '') || undefined }),
  },
  2: {
    kind: BROWSED_KINDS.work,
    where: { type: 3, authState: 1 },
    row: (r) => ({ title: String(r.title ?? r.details), cover: firstOf(r.pictures) }),
  },
  3: {
    kind: BROWSED_KINDS.work,
    where: { type: 2, authState: 1 },
    row: (r) => ({ title: String(r.title), cover: String(r.coverurl) }),
  },
  4: {
    kind: BROWSED_KINDS.job,
    where: { status: 1 },
    row: (r) => ({
      title: String(r.title),
      cover: (r.yscyWorkImageEntities as { image: string }[] | undefined)?.[0]?.image,
      summary: String(r.chayuanName),
    }),
  },
  5: {
    kind: ACTIVITY_KINDS.festival,
    where: { checkStatus: 2 },
    row: (r) => ({ title: String(r.name), cover: String(r.coverPic), summary: String(r.address) }),
  },
  6: {
    kind: ACTIVITY_KINDS.contest,
    row: (r) => ({ title: String(r.name), cover: String(r.coverPic), summary: String(r.sponsor) }),
  },
  7: {
    kind: BROWSED_KINDS.wantBuy,
    row: (r) => ({
      title: `${r.goodName as string} ${r.purchaseVolume as string}`,
      cover: String(r.enterpriseImg),
      summary: String(r.enterpriseName),
    }),
  },
};

/** The demo history: the n-th entry of a type is the n-th record of that type that a member may open. */
function browseRows(db: Db, member: MemberRow, offset: number, now: number): TimedRow[] {
  const seen: Partial<Record<BrowseType, number>> = {};
  return BROWSED.flatMap((type, i) => {
    const target = BROWSE_TARGETS[type as Exclude<BrowseType, 8>];
    const records = listRecords(db, target.kind, { where: target.where });
    const n = seen[type] ?? 0;
    seen[type] = n + 1;
    const record = records[(n + offset) % Math.max(records.length, 1)];
    if (!record) return [];
    const at = now - ((i + offset) * 7 + 1) * HOUR;
    const fields = {
      userId: member.id,
      type,
      businessId: record.id,
      ...target.row(record),
      createTime: stamp(at),
      browseDate: dayOf(at),
    };
    return [{ id: `demo-browse-${member.username}-${i}`, at, fields }];
  });
}

const MESSAGES = [
  '欢迎加入信阳茶产业服务平台',
  '您的实名认证资料已提交，请耐心等待审核',
  '2024年信阳茶文化节活动报名开始',
  '春茶采摘季茶园用工信息汇总',
  '平台积分规则调整公告',
  '关于开展茶叶质量安全抽检的通知',
  '您发布的职位已通过审核',
  '茶农贷款政策解读：最高可贷30万元',
  '信阳毛尖斗茶大赛投票通道开启',
  '平台系统升级维护通知',
  '新手任务奖励已到账',
  '浉河区茶园病虫害预警',
  '“最美茶园”评选结果公示',
  '茶技专家在线答疑时间调整',
  '大宗交易频道新增求购报价功能',
  '连续签到7天可获得额外积分',
  '关于防范冒充平台工作人员诈骗的提醒',
  '信阳红工夫红茶制作技艺培训报名',
  '您收藏的活动即将开始',
  '茶叶包装标识规范宣传',
  '夏茶管理技术要点推送',
  '您的邀请好友奖励已发放',
  '茶园土壤检测服务预约开放',
  '平台隐私政策更新通知',
];

function messageRows(member: MemberRow, now: number): TimedRow[] {
  return MESSAGES.map((title, i) => {
    const at = now - (i * 31 + 2) * HOUR;
    const content = `<p>尊敬的${member.nickname as string}：</p><p>${title}。详情请关注信阳茶产业服务平台相关栏目，如有疑问请拨打客服热线 ${navigation.hotline}。</p><p style="text-align:right">信阳茶产业服务平台</p>`;
    return {
      id: `demo-message-${member.username}-${i}`,
      at,
      fields: {
        memberId: member.id,
        type: 2,
        title,
        content,
        isRead: i < (member.unreadCount as number) ? 0 : 1,
        crtTime: stamp(at),
      },
    };
  });
}

const VILLAGES = ['郝堂村', '文新村', '龙潭村'];
const SURNAMES = '王李张刘陈杨黄赵周吴徐孙胡朱高林何郭马罗';
const GIVEN = [
  '德明',
  '国庆',
  '长顺',
  '桂兰',
  '建军',
  '秀英',
  '志刚',
  '玉梅',
  '红旗',
  '春生',
  '海燕',
  '振华',
  '翠花',
  '光荣',
  '新民',
  '淑珍',
  '永福',
  '金凤',
];

/** 3 village heads, 2 group heads under each and 3 tea farmers under each group head: 27 members. */
function hierarchy(owner: MemberRow, now: number): TimedRow[] {
  const rows: TimedRow[] = [];
  let n = 0;
  const add = (role: number, cun: string, extra: Record<string, string> = {}) => {
    const at = now - (60 - n) * DAY;
    const id = `demo-sub-${owner.username}-${n}`;
    const name = SURNAMES[n % SURNAMES.length] + GIVEN[(n * 5) % GIVEN.length];
    rows.push({
      id,
      at,
      fields: {
        cqId: owner.id,
        userId: owner.id,
        role,
        name,
        phone: `1397602${String(n).padStart(4, '0')}`,
        cun,
        ...extra,
        createTime: stamp(at),
      },
    });
    n += 1;
    return id;
  };
  for (const cun of VILLAGES) {
    const cunId = add(0, cun);
    for (let g = 0; g < 2; g += 1) {
      const groupId = add(1, cun, { cunId });
      for (let f = 0; f < 3; f += 1) add(2, cun, { cunId, groupId });
    }
  }
  return rows;
}

export function seedRecords(db: Db, now: number): void {
  const chayou = findMemberByLogin(db, 'chayou');
  const xinyangcha = findMemberByLogin(db, 'xinyangcha');
  if (!chayou || !xinyangcha) return;
  for (const member of [chayou, xinyangcha]) {
    seedTimed(db, SCORE_KIND, () => pointsRows(member, POINTS_HISTORY[member.username], now));
    seedTimed(db, MESSAGE_KIND, () => messageRows(member, now));
  }
  seedTimed(db, SUB_MEMBER_KIND, () => hierarchy(xinyangcha, now));
}

/** The demo browse history, which points at the other areas' records: seeded once they are. */
export function seedBrowseHistory(db: Db, now: number): void {
  const chayou = findMemberByLogin(db, 'chayou');
  const xinyangcha = findMemberByLogin(db, 'xinyangcha');
  if (!chayou || !xinyangcha) return;
  seedTimed(db, BROWSE_KIND, () => browseRows(db, chayou, 0, now));
  seedTimed(db, BROWSE_KIND, () => browseRows(db, xinyangcha, 3, now));
}
