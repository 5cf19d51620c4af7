// Demo experts (茶技服务) with comment labels, rated comments and a consultation with chayou, and the
// honour hall's people in three categories with comments and replies.
import type { Db } from '../../db.js';
import { insertRecord, setToggle } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { insertMessage, MESSAGE } from './consulting.js';
import { FAVOURITE, KIND, stamp, TOGGLE } from './links.js';
import { communityOf, other, type Community } from './seed-community.js';

const HOUR = 3_600_000;
const DISTRICTS = ['浉河区', '平桥区', '罗山县', '光山县', '新县', '商城县', '固始县', '潢川县', '淮滨县', '息县'];

/** realName, level (1-4), introduction */
export const EXPERTS: [string, 1 | 2 | 3 | 4, string][] = [
  ['孙国华', 4, '信阳市茶叶试验站首席专家，从事茶树栽培与良种繁育三十余年。'],
  ['李秀兰', 3, '茶叶加工专家，专注信阳毛尖机械化与手工炒制工艺。'],
  ['陈明远', 3, '茶园病虫害绿色防控专家，推广色板、杀虫灯等物理防治技术。'],
  ['王淑珍', 2, '高级茶叶审评师，擅长信阳毛尖、信阳红的感官审评。'],
  ['张立新', 2, '茶园土壤与施肥专家，指导茶园测土配方施肥。'],
  ['刘文斌', 3, '信阳红工夫红茶工艺研究者，参与起草地方红茶标准。'],
  ['赵春生', 1, '基层农技推广员，驻点浉河区董家河镇茶园。'],
  ['周海波', 2, '茶叶机械专家，熟悉杀青机、理条机的选型与维护。'],
  ['吴玉兰', 2, '有机茶认证与生态茶园建设顾问。'],
  ['郑长青', 3, '茶树育种专家，选育多个适合豫南的茶树品种。'],
  ['马茂林', 1, '罗山县农技站茶叶技术员，擅长茶园日常管护。'],
  ['胡雪梅', 2, '茶叶营销与品牌策划顾问，服务多家茶叶合作社。'],
  ['杨宏伟', 1, '光山县茶叶技术指导员。'],
  ['何立军', 2, '茶园低产改造与修剪技术专家。'],
  ['黄志明', 3, '茶叶质量安全检测专家，熟悉农残检测与追溯体系。'],
  ['罗桂芝', 1, '新县茶叶专业合作社技术负责人。'],
  ['梁永红', 2, '茶园冻害与旱害防御专家。'],
  ['宋建国', 4, '信阳毛尖制作技艺传承人，省级茶叶首席专家。'],
  ['谢明亮', 1, '商城县高山茶园管护技术员。'],
  ['唐文静', 2, '茶文化与茶艺培训讲师。'],
  ['许德胜', 3, '茶叶深加工（茶饮料、抹茶）研发专家。'],
  ['韩玉梅', 1, '固始县茶叶技术推广站技术员。'],
];

const LABELS = ['专业权威', '回复及时', '耐心细致', '通俗易懂', '经验丰富', '解决问题', '态度和蔼', '建议实用'];

const EXPERT_COMMENTS = [
  '老师讲得很细，茶园的小绿叶蝉问题解决了。',
  '回复很及时，施肥方案很实用。',
  '按老师说的修剪以后，今年春茶发芽整齐多了。',
  '讲解通俗易懂，我们老茶农也听得明白。',
  '建议很中肯，就是上门指导的时间有点难约。',
  '帮我们合作社做了测土配方，省了不少肥料钱。',
  '炒茶火候的问题一点就透，非常感谢！',
  '态度特别好，问了好几次都耐心回答。',
  '对信阳毛尖的审评标准讲得很清楚。',
];
const REPLIES = [
  '同感，我家茶园也是这样改好的。',
  '请问老师是在哪个镇指导的？',
  '谢谢分享，学习了。',
  '我们村也想请老师去看看。',
];

const HONOUR_SURNAMES = '周李王陈刘张杨吴赵孙郑何马胡郭罗梁宋谢唐许韩冯邓曹彭曾肖田董';
const HONOUR_GIVEN = [
  '国强',
  '德华',
  '建军',
  '秀英',
  '志明',
  '桂芝',
  '永红',
  '春生',
  '明亮',
  '玉兰',
  '长青',
  '茂林',
  '文斌',
  '淑珍',
  '海波',
  '立新',
  '雪梅',
  '宏伟',
];
const HONOUR_PROFILES: Record<number, (district: string, years: number) => string> = {
  1: (d, y) => `${d}人，从事信阳毛尖手工炒制${y}年，信阳毛尖制作技艺代表性传承人，多次在全国名优茶评比中获金奖。`,
  2: (d, y) => `${d}茶厂技术负责人，制茶${y}年，擅长信阳毛尖和信阳红工夫红茶加工，带出徒弟百余人。`,
  3: (d, y) => `${d}茶叶龙头企业负责人，深耕茶产业${y}年，带动周边茶农发展标准化茶园，助力乡村振兴。`,
};
const HONOUR_SKILLS: Record<number, string> = {
  1: '<p>擅长信阳毛尖传统手工炒制：生锅杀青、熟锅整形、初烘摊凉、复烘定型，火候把控精准。</p>',
  2: '<p>擅长名优绿茶与工夫红茶加工工艺，精通机械化生产线调试和茶叶感官审评。</p>',
  3: '<p>擅长茶园规模化经营、茶叶品牌建设和茶旅融合发展，熟悉“公司+合作社+农户”模式。</p>',
};
const HONOUR_COMMENTS = [
  '大师的炒茶手艺真是一绝，去年在茶文化节现场看过。',
  '向老一辈茶人致敬！',
  '喝过大师亲手炒的毛尖，香气高长。',
  '希望多开培训班，把手艺传下去。',
  '我们村的茶园就是跟着这位老师学的管理。',
  '信阳毛尖有这样的匠人，是茶乡的骄傲。',
  '请问哪里可以买到大师制作的茶？',
  '看了纪录片很感动，坚持几十年不容易。',
];

function seedExperts(db: Db, c: Community, now: number): string[] {
  LABELS.forEach((name, i) => insertRecord(db, KIND.expertLabel, { name }, now - i * HOUR));
  return EXPERTS.map(([realName, type, introduce], i) => {
    const at = now - (i + 1) * HOUR;
    const expert = insertRecord(
      db,
      KIND.expert,
      {
        realName,
        type,
        introduce,
        imgPic: picture(realName, 150 + ((i * 7) % 60), 300, 300),
        memberId: `expert-${String(i + 1).padStart(2, '0')}`,
        returnBase: 40 + ((i * 157) % 600),
        likeBase: 12 + ((i * 53) % 300),
      },
      at,
    );
    const count = i === 0 ? 8 : i < 6 ? 3 : 1 + (i % 2);
    for (let k = 0; k < count; k++) {
      const when = now - (k * 19 + i + 2) * HOUR;
      const star = [5, 5, 4, 5, 3, 5, 4, 5][(k + i) % 8];
      const label = [LABELS[(k + i) % LABELS.length], LABELS[(k * 3 + i + 1) % LABELS.length]];
      const top = insertRecord(
        db,
        KIND.comment,
        {
          expertId: expert.id,
          memberid: other(c, k + i),
          content: EXPERT_COMMENTS[(k + i) % EXPERT_COMMENTS.length],
          star,
          label: [...new Set(label)],
          contentId: '',
          rootId: '',
          toMemberId: '',
          likeBase: (k * 5 + i) % 23,
          time: stamp(when),
        },
        when,
      );
      if (k % 3 === 0) seedReply(db, c, top.id, expert.id, String(top.memberid), k + i + 5, when + HOUR);
    }
    return expert.id;
  });
}

function seedReply(
  db: Db,
  c: Community,
  rootId: string,
  targetId: string,
  toMemberId: string,
  n: number,
  when: number,
) {
  const memberid = other(c, n);
  if (memberid === toMemberId) return;
  insertRecord(
    db,
    KIND.comment,
    {
      expertId: targetId,
      memberid,
      content: REPLIES[n % REPLIES.length],
      contentId: rootId,
      rootId,
      toMemberId,
      likeBase: n % 4,
      time: stamp(when),
    },
    when,
  );
}

function seedHonour(db: Db, c: Community, now: number): void {
  for (const type of [1, 2, 3]) {
    for (let k = 0; k < 18; k++) {
      const i = (type - 1) * 18 + k;
      const realName = HONOUR_SURNAMES[i % HONOUR_SURNAMES.length] + HONOUR_GIVEN[(i * 7) % HONOUR_GIVEN.length];
      const at = now - (i + 1) * HOUR;
      const person = insertRecord(
        db,
        KIND.honour,
        {
          type,
          realName,
          imgPic: picture(realName, 20 + ((i * 11) % 40), 360, 480),
          personalProfile: HONOUR_PROFILES[type](DISTRICTS[i % DISTRICTS.length], 18 + ((i * 7) % 30)),
          skillContent: HONOUR_SKILLS[type],
        },
        at,
      );
      // the first of the default tab (制茶大师) has two pages of comments
      const comments = type === 2 && k === 0 ? 22 : k < 3 ? 3 : 0;
      for (let n = 0; n < comments; n++) {
        const when = now - (n * 9 + k + 1) * HOUR;
        const top = insertRecord(
          db,
          KIND.comment,
          {
            expertId: person.id,
            memberid: other(c, n + k),
            content: HONOUR_COMMENTS[(n + k) % HONOUR_COMMENTS.length],
            contentId: '',
            rootId: '',
            toMemberId: '',
            likeBase: (n * 3 + k) % 17,
            time: stamp(when),
          },
          when,
        );
        if (n % 4 === 1) seedReply(db, c, top.id, person.id, String(top.memberid), n + 3, when + HOUR);
      }
    }
  }
}

/** chayou asked the first expert about late budding; the expert's last answer is still unread. */
function seedConsulting(db: Db, c: Community, expertMember: string, now: number): void {
  const talk: [boolean, number, string][] = [
    [true, MESSAGE.text, '孙老师您好，我家茶园今年春茶发芽比往年晚，是什么原因？'],
    [false, MESSAGE.text, '您好，今年倒春寒明显，低温会推迟发芽。请问茶园海拔多少？'],
    [true, MESSAGE.text, '大概四百米左右，在浉河区董家河镇。'],
    [false, MESSAGE.text, '这个海拔晚三到五天属于正常，清明前后注意防冻，可以覆盖遮阳网。'],
    [true, MESSAGE.image, picture('茶芽照片', 110, 480, 360)],
    [false, MESSAGE.text, '从照片看芽头饱满，没有冻伤，可以放心采摘。'],
  ];
  talk.forEach(([mine, content, text], i) => {
    const at = now - (3 * 24 - i * 2) * HOUR;
    insertMessage(db, mine ? c.personal : expertMember, mine ? expertMember : c.personal, content, text, at);
  });
  db.prepare('UPDATE consult_messages SET isRead = 1 WHERE id < (SELECT MAX(id) FROM consult_messages)').run();
}

export function seedPeople(db: Db, now: number): void {
  if (db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(KIND.expert)) return;
  const c = communityOf(db);
  if (!c) return;
  const experts = seedExperts(db, c, now);
  // chayou keeps more favourite experts than two pages of 我的收藏 (10 a page)
  experts
    .slice(0, 21)
    .forEach((id, i) => setToggle(db, TOGGLE.favourite, c.personal, FAVOURITE.expert, id, true, now - i * HOUR));
  seedConsulting(db, c, 'expert-01', now);
  seedHonour(db, c, now);
}
