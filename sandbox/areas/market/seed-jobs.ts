// Demo job postings: picking, processing and garden work on tea gardens across 信阳's ten districts.
// xinyangcha publishes most (more than two pages of its 我的发布 table, two delisted), chayou a few and
// has favourited more than two pages of them.
import type { Db } from '../../db.js';
import { findMemberByLogin } from '../../store/members.js';
import { seedOnce, setToggle } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { stamp } from '../personal/time.js';
import { dateIn, isEmpty } from './common.js';
import { FAVOURITE, JOB_KIND } from './jobs.js';

const HOUR = 3_600_000;

/** garden, address (河南省信阳市…), longitude, latitude, intro */
const GARDENS: [string, string, number, number, string][] = [
  [
    '车云山茶园',
    '浉河区董家河镇车云山村',
    113.9312,
    32.2035,
    '车云山海拔八百米，云雾常年缭绕，是信阳毛尖的核心产区之一。',
  ],
  ['黑龙潭茶园', '浉河区浉河港镇黑龙潭村', 113.9524, 32.1047, '“五云两潭一寨”之一，老茶树成片，出产明前特级毛尖。'],
  ['吴家店云雾茶场', '浉河区吴家店镇', 113.8031, 32.0528, '高山茶场，三百亩标准化茶园，自有炒茶车间。'],
  ['南湾湖生态茶园', '浉河区十三里桥乡南湾湖畔', 113.9811, 32.1236, '湖边生态茶园，不打农药，人工除草。'],
  ['郝堂茶园', '平桥区五里店街道郝堂村', 114.0735, 31.9908, '郝堂村集体茶园，茶旅结合，周末游客多。'],
  ['震雷山茶场', '平桥区彭家湾乡', 114.2017, 32.0512, '震雷山南坡茶场，主产信阳毛尖和信阳红。'],
  ['灵山茶园', '罗山县灵山镇', 114.2816, 31.9025, '灵山脚下的有机茶园，通过有机认证。'],
  ['何家冲茶园', '罗山县铁铺镇何家冲村', 114.4522, 31.8817, '红色旅游村旁的家庭茶园。'],
  ['凉亭万亩茶园', '光山县凉亭乡', 114.8019, 31.8523, '光山县最大的连片茶园，合作社统一管理。'],
  ['东岳寺茶园', '光山县文殊乡东岳村', 114.8527, 31.9518, '千年古刹旁的茶园，茶叶香高味浓。'],
  ['八里畈有机茶园', '新县八里畈镇', 114.7533, 31.7012, '大别山腹地，茶园与竹林相间。'],
  ['卡房高山茶场', '新县卡房乡', 114.9521, 31.5236, '海拔九百米的高山茶场，春茶上市晚、品质高。'],
  ['长竹园云雾茶园', '商城县长竹园乡', 115.3512, 31.5518, '商城高山茶主产区，云雾茶远近闻名。'],
  ['伏山高山茶园', '商城县伏山乡', 115.3027, 31.6533, '伏山里的茶园，兼种白茶和信阳红。'],
  ['陈淋子茶场', '固始县陈淋子镇', 115.5536, 31.8511, '固始县老茶场，有自己的炒茶车间和冷库。'],
  ['武庙集茶园', '固始县武庙集镇', 115.7018, 31.8027, '丘陵茶园，机采与手采结合。'],
  ['卜塔集茶园', '潢川县卜塔集镇', 115.0523, 31.9516, '潢川南部的茶园，以夏秋茶加工红茶为主。'],
  ['期思茶苗基地', '淮滨县期思镇', 115.3817, 32.3521, '茶苗繁育基地，每年出圃茶苗两百万株。'],
  ['包信茶叶加工厂', '息县包信镇', 114.9536, 32.5518, '茶叶精制加工厂，承接毛尖分级、拼配与包装。'],
  ['潭家河茶园', '浉河区谭家河乡', 113.9033, 32.0617, '谭家河乡的合作社茶园，采摘季需要大量人手。'],
];

/** jobName (tags), description, pay per day or month, pay unit (1 元/天, 0 元/月), pay period, experience, meals */
const ROLES: [string, string, number, 0 | 1, number, number, number][] = [
  ['采茶工', '采摘明前、雨前茶，要求一芽一叶初展，手法熟练者优先。早六点上工，中午管饭。', 150, 1, 0, 0, 0],
  ['采茶工/拣茶工', '上午采茶、下午拣茶，按件另有奖励，适合周边村民。', 130, 1, 1, 0, 0],
  ['炒茶师傅', '负责信阳毛尖杀青、理条、烘干全流程，需三年以上手工炒茶经验。', 380, 1, 2, 3, 2],
  ['制茶工/烘焙工', '操作理条机和烘干机，服从车间安排，可带徒培训。', 200, 1, 1, 2, 2],
  ['茶园管护工', '茶园修剪、施肥、病虫害巡查，长期用工。', 4200, 0, 2, 1, 2],
  ['茶叶分拣工', '毛茶分级拣剔，坐班作业，要求眼力好、细心。', 120, 1, 0, 0, 0],
  ['茶苗扦插工', '秋季茶苗扦插育苗，包教包会。', 140, 1, 3, 0, 1],
  ['茶园除草工', '人工除草、培土，生态茶园不使用除草剂。', 130, 1, 0, 0, 3],
  ['包装工', '茶叶称重、封口、装盒，旺季加班另计。', 3800, 0, 2, 0, 2],
  ['红茶揉捻工', '信阳红萎凋、揉捻、发酵工序，会看发酵程度者优先。', 220, 1, 1, 2, 2],
  ['茶园技术员', '负责茶园技术指导、农资管理和采摘质量把关。', 6000, 0, 2, 4, 2],
  ['茶叶销售员', '茶庄门店销售与线上客服，懂茶者优先，有提成。', 5000, 0, 2, 1, 1],
];

const CONTACTS = ['周师傅', '李大姐', '王经理', '陈站长', '刘会计', '胡队长', '张老板', '吴主任'];

function jobRows(owner: string, other: string, now: number) {
  return Array.from({ length: 26 }, (_, i) => {
    const [chayuanName, place, jingdu, weidu, xxjs] = GARDENS[i % GARDENS.length];
    const [jobName, gzDescribe, pay, xinziType, jiexinfangshi, workYear, foodHomeType] = ROLES[i % ROLES.length];
    const [district, ...rest] = place.split(/(?<=[区县])/);
    const negotiable = i % 7 === 5;
    const immediate = i % 5 === 3;
    const start = dateIn(now, (i % 9) + 1);
    // kit.seedOnce stores row i an hour before row i - 1
    const at = now - i * HOUR;
    return {
      id: `job-${String(i + 1).padStart(2, '0')}`,
      userId: i % 6 === 4 && i < 24 ? other : owner,
      title: `${chayuanName} · ${jobName}`,
      jobName,
      jzStatus: i % 3 === 0 ? 1 : 0,
      jiexinfangshi,
      xinziStatus: negotiable ? 1 : 0,
      ...(!negotiable && { xinzi: pay }),
      xinziType,
      number: 2 + ((i * 7) % 30),
      workYear,
      shanggangStatus: immediate ? 1 : 0,
      ...(!immediate && { ygkssj: start, ygjssj: dateIn(now, (i % 9) + 20 + (i % 4) * 10) }),
      province: '河南省',
      city: '信阳市',
      district,
      address: `河南省信阳市${district}${rest.join('')}`,
      jingdu,
      weidu,
      contactName: CONTACTS[i % CONTACTS.length],
      contactPhone: `1376${String(3760000 + i * 131).padStart(7, '0')}`,
      gzDescribe,
      chayuanName,
      xxjs,
      foodHomeType,
      yscyWorkImageEntities: [0, 1]
        .slice(0, 1 + (i % 2))
        .map((k) => ({ image: picture(k ? `${chayuanName}·茶山` : chayuanName, 100 + ((i * 11 + k * 40) % 60)) })),
      // two of xinyangcha's are delisted, to show 上架 in 我的发布
      status: i === 20 || i === 25 ? 0 : 1,
      crtTime: stamp(at),
    };
  });
}

export function seedJobs(db: Db, now: number): void {
  const company = findMemberByLogin(db, 'xinyangcha');
  const personal = findMemberByLogin(db, 'chayou');
  if (!company || !personal || !isEmpty(db, JOB_KIND)) return;
  const rows = jobRows(company.id, personal.id, now);
  seedOnce(db, JOB_KIND, () => rows, now);
  // chayou's favourites (我的收藏 · 职位): the company's 22 jobs, more than two pages of 10
  rows
    .filter((row) => row.userId === company.id)
    .forEach((row, i) =>
      setToggle(db, FAVOURITE.kind, personal.id, FAVOURITE.targetType, row.id, true, now - i * HOUR),
    );
}
