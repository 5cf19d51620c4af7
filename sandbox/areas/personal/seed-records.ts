// Demo history of the two demo accounts: points (summing to their seeded integral), browse history,
// system messages (the newest `unreadCount` unread) and xinyangcha's tea-farm hierarchy.
import type { Db } from '../../db.js';
import { findMemberByLogin, type MemberRow } from '../../store/members.js';
import { BROWSE_KIND, type BrowseType } from './browse.js';
import { MESSAGE_KIND } from './notices.js';
import { picture } from './picture.js';
import { POINTS, SCORE_KIND } from './points.js';
import { seedTimed, type TimedRow } from './seed-at.js';
import { SUB_MEMBER_KIND } from './sub-members.js';
import { dayOf, stamp } from './time.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [points type, how many] oldest first; chayou's add up to 120, xinyangcha's to 560 (sandbox/seed.ts). */
const POINTS_HISTORY: Record<string, [number, number][]> = {
  chayou: [[1, 1], [5, 5], [6, 5], [13, 3], [15, 1]],
  xinyangcha: [[1, 1], [2, 1], [3, 1], [4, 1], [7, 22], [8, 5], [14, 4], [5, 10], [6, 5]],
};

function pointsRows(member: MemberRow, history: [number, number][], now: number): TimedRow[] {
  const types = history.flatMap(([type, times]) => Array<number>(times).fill(type));
  return types.map((type, i) => {
    const at = now - (types.length - i) * 17 * HOUR;
    return { id: `demo-points-${member.username}-${i}`, at, fields: { userId: member.id, type, score: POINTS[type].score, createTime: stamp(at) } };
  });
}

const BROWSED: [BrowseType, string, string?][] = [
  [1, '信阳毛尖春茶开采节在浉河区举行', '浉河区'], [2, '明前毛尖和雨前毛尖怎么区分？'], [4, '浉河区董家河镇茶园招采茶工20名', '日结 150元/天'],
  [3, '信阳毛尖手工炒制全过程'], [7, '求购明前信阳毛尖特级500斤', '采购量 500斤'], [1, '平桥区茶园春季病虫害绿色防控要点'],
  [5, '第三十二届信阳茶文化节开幕式', '浉河区'], [6, '2024信阳毛尖斗茶大赛'], [1, '罗山县：茶旅融合带动乡村振兴', '罗山县'],
  [4, '平桥区茶厂招聘炒茶师傅', '面议'], [2, '茶园土壤酸化该如何改良？'], [1, '光山县茶叶合作社入社分红超百万元', '光山县'],
  [3, '茶园修剪技术视频讲解'], [7, '求购信阳红工夫红茶1吨', '采购量 1吨'], [1, '新县高山茶园的生态种植经验', '新县'],
  [5, '浉河区“茶乡行”采茶体验活动', '浉河区'], [6, '最美茶园评选'], [4, '罗山县灵山茶园招茶园管护员', '日结 120元/天'],
  [1, '商城县高山云雾茶品鉴会侧记', '商城县'], [2, '信阳毛尖用多少度的水冲泡最好？'], [3, '潢川县茶山航拍'],
  [1, '固始县茶叶电商直播带货火热', '固始县'], [7, '求购茶叶礼盒包装2000套', '采购量 2000套'], [4, '光山县招聘茶叶包装工', '面议'],
];

function browseRows(member: MemberRow, offset: number, now: number): TimedRow[] {
  return BROWSED.map(([type, title, summary], i) => {
    const at = now - ((i + offset) * 7 + 1) * HOUR;
    const cover = [1, 3, 5, 6].includes(type) ? picture(title.slice(0, 8), 100 + i * 5) : undefined;
    return { id: `demo-browse-${member.username}-${i}`, at, fields: { userId: member.id, type, businessId: `demo-${type}-${i + 1}`, title, summary, cover, createTime: stamp(at), browseDate: dayOf(at) } };
  });
}

const MESSAGES = [
  '欢迎加入信阳茶产业服务平台', '您的实名认证资料已提交，请耐心等待审核', '2024年信阳茶文化节活动报名开始', '春茶采摘季茶园用工信息汇总',
  '平台积分规则调整公告', '关于开展茶叶质量安全抽检的通知', '您发布的职位已通过审核', '茶农贷款政策解读：最高可贷30万元',
  '信阳毛尖斗茶大赛投票通道开启', '平台系统升级维护通知', '新手任务奖励已到账', '浉河区茶园病虫害预警',
  '“最美茶园”评选结果公示', '茶技专家在线答疑时间调整', '大宗交易频道新增求购报价功能', '连续签到7天可获得额外积分',
  '关于防范冒充平台工作人员诈骗的提醒', '信阳红工夫红茶制作技艺培训报名', '您收藏的活动即将开始', '茶叶包装标识规范宣传',
  '夏茶管理技术要点推送', '您的邀请好友奖励已发放', '茶园土壤检测服务预约开放', '平台隐私政策更新通知',
];

function messageRows(member: MemberRow, now: number): TimedRow[] {
  return MESSAGES.map((title, i) => {
    const at = now - (i * 31 + 2) * HOUR;
    const content = `<p>尊敬的${member.nickname as string}：</p><p>${title}。详情请关注信阳茶产业服务平台相关栏目，如有疑问请拨打客服热线 0376-6200000。</p><p style="text-align:right">信阳茶产业服务平台</p>`;
    return { id: `demo-message-${member.username}-${i}`, at, fields: { memberId: member.id, type: 2, title, content, isRead: i < (member.unreadCount as number) ? 0 : 1, crtTime: stamp(at) } };
  });
}

const VILLAGES = ['郝堂村', '文新村', '龙潭村'];
const SURNAMES = '王李张刘陈杨黄赵周吴徐孙胡朱高林何郭马罗';
const GIVEN = ['德明', '国庆', '长顺', '桂兰', '建军', '秀英', '志刚', '玉梅', '红旗', '春生', '海燕', '振华', '翠花', '光荣', '新民', '淑珍', '永福', '金凤'];

/** 3 village heads, 2 group heads under each and 3 tea farmers under each group head: 27 members. */
function hierarchy(owner: MemberRow, now: number): TimedRow[] {
  const rows: TimedRow[] = [];
  let n = 0;
  const add = (role: number, cun: string, extra: Record<string, string> = {}) => {
    const at = now - (60 - n) * DAY;
    const id = `demo-sub-${owner.username}-${n}`;
    const name = SURNAMES[n % SURNAMES.length] + GIVEN[(n * 5) % GIVEN.length];
    rows.push({ id, at, fields: { cqId: owner.id, userId: owner.id, role, name, phone: `1397602${String(n).padStart(4, '0')}`, cun, ...extra, createTime: stamp(at) } });
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
  seedTimed(db, BROWSE_KIND, () => browseRows(chayou, 0, now));
  seedTimed(db, BROWSE_KIND, () => browseRows(xinyangcha, 3, now));
  seedTimed(db, SUB_MEMBER_KIND, () => hierarchy(xinyangcha, now));
}
