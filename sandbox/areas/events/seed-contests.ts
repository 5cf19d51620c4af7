// Demo contests (评比评选) in every phase, with entries, audience votes and expert scores: the 斗茶大赛
// votes now and has two pages of entries; three contests take sign-ups, so a demo member can enter.
import type { Db } from '../../db.js';
import { insertRecord, setToggle } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { KIND, stamp, VOTE } from './links.js';
import { dayFrom } from './schedule.js';
import { communityOf, other } from './seed-community.js';
import { EXPERTS } from './seed-people.js';

const HOUR = 3_600_000;

/** name, sponsor, sign-up from / to, voting from / to (days from today), entries */
type Row = [string, string, number, number, number, number, string[]];

const CONTESTS: Row[] = [
  [
    '信阳毛尖斗茶大赛',
    '信阳市茶叶协会',
    -30,
    -5,
    -3,
    7,
    [
      '黑龙潭村·明前特级毛尖',
      '车云山·手工炒制毛尖',
      '集云山·高山毛尖',
      '天云山·一芽一叶',
      '云雾山·雨前毛尖',
      '震雷山·生态毛尖',
      '灵山·有机毛尖',
      '净居寺·禅茶毛尖',
      '将军山·红色茶园毛尖',
      '黄柏山·高山绿茶',
      '何家寨·手工毛尖',
      '白龙潭·特级毛尖',
      '连云山·明前毛尖',
      '龙潭村·信阳红',
      '郝堂村·生态毛尖',
      '南湾湖·湖畔毛尖',
      '浉河港·芽茶',
      '谭家河·玉针毛尖',
    ],
  ],
  [
    '信阳十大杰出茶人评选',
    '信阳市茶产业发展中心',
    -40,
    -10,
    -6,
    4,
    ['周建华', '李婷', '王海涛', '陈志强', '刘芳', '胡永', '张德胜', '吴晓丽'],
  ],
  ['最美茶园评选', '信阳市农业农村局', -3, 6, 8, 20, ['董家河镇睡仙桥茶园', '郝堂村生态茶园', '灵山有机茶园']],
  ['金牌炒茶师评选', '信阳市人力资源和社会保障局', -10, 3, 5, 15, ['何文', '马俊', '彭勇']],
  ['最美采茶姑娘评选', '浉河区妇联', -80, -60, -55, -45, ['沈佳', '曹颖', '冯丽娟', '韩冰', '孙静', '吴晓丽']],
  [
    '信阳茶艺表演大赛',
    '信阳职业技术学院',
    -90,
    -70,
    -65,
    -58,
    ['《一盏毛尖》', '《茶山春早》', '《禅茶一味》', '《茶乡情》', '《红茶夜话》'],
  ],
  [
    '信阳红工夫红茶品鉴赛',
    '信阳红茶产业联盟',
    -25,
    -8,
    -2,
    10,
    ['信阳红·金芽', '信阳红·工夫一号', '商城红', '新县红', '光山红', '罗山红'],
  ],
  [
    '茶叶包装设计大赛',
    '信阳师范大学美术学院',
    -120,
    -100,
    -95,
    -85,
    ['《山水毛尖》礼盒', '《二十四节气》茶罐', '《豫南茶语》简装', '《茶旅信阳》伴手礼', '《大别山》系列'],
  ],
  [
    '茶园摄影大赛',
    '信阳市摄影家协会',
    -150,
    -130,
    -125,
    -110,
    ['《云上茶园》', '《采茶时节》', '《晨雾》', '《茶山人家》', '《收获》', '《茶垄》', '《归途》'],
  ],
  ['茶乡特色美食评选', '信阳市文化广电和旅游局', -1, 10, 12, 25, ['毛尖炒虾仁', '茶香鸡']],
  [
    '十佳茶叶专业合作社评选',
    '信阳市供销合作社',
    -200,
    -180,
    -175,
    -160,
    ['董家河茶叶专业合作社', '车云山茶叶专业合作社', '灵山茶叶专业合作社', '净居寺茶叶合作社', '黄柏山茶叶合作社'],
  ],
  [
    '茶文化短视频大赛',
    '信阳日报社',
    -20,
    -4,
    -1,
    12,
    ['《一片毛尖的旅程》', '《炒茶人》', '《茶园四季》', '《奶奶的茶》', '《春茶开采》', '《茶山上的学校》'],
  ],
  [
    '优秀茶叶电商评选',
    '信阳市商务局',
    -220,
    -200,
    -195,
    -180,
    ['固始茶韵小店', '毛尖小当家直播间', '浉河茶人老周', '郝堂茶舍'],
  ],
  [
    '茶山特色民宿评选',
    '信阳市文化广电和旅游局',
    -260,
    -240,
    -235,
    -220,
    ['郝堂茶舍', '南湾湖畔茶香民宿', '车云山云上人家', '灵山茶语小院'],
  ],
];

const CONTACTS = ['周建华', '李婷', '王海涛', '陈志强', '刘芳', '胡永', '张德胜', '吴晓丽', '杨明', '赵磊'];

export function seedContests(db: Db, now: number): void {
  if (db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(KIND.contest)) return;
  const c = communityOf(db);
  if (!c) return;
  CONTESTS.forEach(([name, sponsor, signUpFrom, signUpTo, from, to, entries], i) => {
    const at = now - (i + 1) * 7 * HOUR;
    const contest = insertRecord(
      db,
      KIND.contest,
      {
        name,
        sponsor,
        coverPic: picture(name.slice(0, 9), 60 + ((i * 17) % 80)),
        signUpStartTime: dayFrom(now, signUpFrom),
        signUpEndTime: dayFrom(now, signUpTo),
        startTime: dayFrom(now, from),
        endTime: dayFrom(now, to),
        details: `<p>${sponsor}举办“${name}”，面向信阳全市征集参赛作品和选手。</p><p>评选采用大众投票与专家评审相结合的方式：观众投票占40%，专家评分占60%。</p>`,
        crtTime: stamp(at),
      },
      at,
    );
    const voting = from <= 0;
    entries.forEach((entry, k) => {
      // votes fall with the entry order and a little noise; the experts judge once voting has begun
      const votes = voting ? Math.max(0, Math.round((entries.length - k) * 61 + ((k * 7919 + i * 31) % 97))) : 0;
      const expertScores = voting
        ? EXPERTS.slice(0, 5).map(([expertName], e) => ({ expertName, score: (78 + ((k * 13 + e * 7 + i) % 20)) / 10 }))
        : [];
      const entryAt = at + (k + 1) * HOUR;
      insertRecord(
        db,
        KIND.contestant,
        {
          activityId: contest.id,
          userId: other(c, k + i),
          name: entry,
          coverPic: picture(entry.slice(0, 8), 90 + ((k * 23) % 90)),
          contacts: CONTACTS[(k + i) % CONTACTS.length],
          idcard: '411502199001011234',
          phone: `1390376${String(9000 + k).padStart(4, '0')}`,
          details: `<p>${entry}，来自信阳${['浉河区', '平桥区', '罗山县', '光山县', '新县', '商城县', '固始县', '潢川县', '淮滨县', '息县'][(k + i) % 10]}。</p>`,
          files: [{ path: picture(`${entry.slice(0, 6)} 图`, 100 + k * 7), type: 1 }],
          number: votes,
          expertScores,
          crtTime: stamp(entryAt),
        },
        entryAt,
      );
    });
  });
  // chayou has voted for two entries of the contest voting now
  const first = db
    .prepare('SELECT id FROM records WHERE kind = ? ORDER BY createdAt DESC LIMIT 1')
    .get(KIND.contest) as { id: string };
  const voted = db
    .prepare(
      "SELECT id, data FROM records WHERE kind = ? AND json_extract(data, '$.activityId') = ? ORDER BY createdAt LIMIT 2",
    )
    .all(KIND.contestant, first.id) as { id: string }[];
  for (const { id } of voted) setToggle(db, VOTE.kind, c.personal, VOTE.targetType, id, true, now);
}
