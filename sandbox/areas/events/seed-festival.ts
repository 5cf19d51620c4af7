// Demo festival activities around 信阳: running, upcoming and past ones, online and offline, approved
// and (for xinyangcha's 茶文化节管理) pending and rejected applications; exhibitors of the activities
// open to enterprises; chayou's entry vouchers, checked in where the activity has begun.
import type { Db } from '../../db.js';
import { insertRecord } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { CHECK } from './activities.js';
import { KIND, stamp } from './links.js';
import { dayFrom, phaseOf } from './schedule.js';
import { communityOf, other, type Community } from './seed-community.js';

const HOUR = 3_600_000;

/** name, type (1 online, 2 offline), address, starts in (days), lasts (days), enterprises join, capacity, sponsor */
type Row = [string, 1 | 2, string, number, number, 0 | 1, number, string];

const APPROVED: Row[] = [
  ['第三十二届信阳茶文化节开幕式', 2, '浉河区羊山新区茶文化广场', -1, 4, 1, 3000, '信阳市人民政府'],
  ['信阳毛尖云上博览会', 1, '浉河区（线上展厅）', -2, 10, 1, 10000, '信阳市茶产业发展中心'],
  ['浉河区“茶乡行”采茶体验', 2, '浉河区董家河镇睡仙桥村茶园', 6, 2, 0, 200, '浉河区文化广电和旅游局'],
  ['郝堂茶旅季·茶山音乐会', 2, '平桥区五里店街道郝堂村', 12, 3, 1, 1500, '平桥区人民政府'],
  ['罗山灵山茶园开放日', 2, '罗山县灵山镇灵山茶场', -20, 2, 0, 500, '罗山县农业农村局'],
  ['光山县茶艺表演邀请赛', 2, '光山县紫水街道文化中心', -35, 1, 0, 800, '光山县茶叶协会'],
  ['新县红色茶旅研学营', 2, '新县首府路大别山干部学院', -3, 5, 0, 300, '新县文化广电和旅游局'],
  ['商城县高山云雾茶品鉴会', 2, '商城县赤城街道茶叶交易市场', 20, 1, 1, 400, '商城县茶叶产业协会'],
  ['固始县茶叶电商直播节', 1, '固始县（线上直播间）', 3, 7, 1, 5000, '固始县商务局'],
  ['潢川县茶博会线上展厅', 1, '潢川县（线上展厅）', -60, 30, 1, 8000, '潢川县人民政府'],
  ['淮滨县茶文化进社区', 2, '淮滨县滨湖街道中心社区', -10, 2, 0, 600, '淮滨县文明办'],
  ['息县茶香市集', 2, '息县谯楼街道龙湖公园', 9, 2, 0, 1000, '息县商务局'],
  ['信阳红工夫红茶品鉴会', 2, '浉河区北京大街茶叶市场', -50, 1, 0, 300, '信阳毛尖茶业有限公司'],
  ['车云山手工炒茶技艺体验', 2, '浉河区董家河镇车云山村', 15, 3, 0, 120, '车云山茶叶专业合作社'],
  ['南湾湖茶诗会', 2, '浉河区南湾湖风景区茶岛', -70, 1, 0, 260, '信阳市作家协会'],
  ['茶叶包装创意设计线上展', 1, '平桥区（线上展厅）', -90, 20, 0, 20000, '信阳职业技术学院'],
  ['鸡公山茶旅文化周', 2, '浉河区鸡公山风景区', -100, 7, 1, 2000, '鸡公山管理区'],
  ['平桥区茶叶机械展销会', 2, '平桥区产业集聚区会展中心', -15, 3, 1, 1200, '平桥区工业和信息化局'],
  ['光山茶油与茶叶联展', 2, '光山县官渡河产业集聚区', 25, 3, 1, 900, '光山县人民政府'],
  ['信阳毛尖春茶开采节', 2, '浉河区浉河港镇黑龙潭村', -120, 2, 1, 5000, '信阳市农业农村局'],
  ['茶园生态摄影云展', 1, '新县（线上展厅）', -5, 30, 0, 50000, '新县摄影家协会'],
  ['罗山县茶叶技能培训班', 2, '罗山县龙山街道职教中心', 30, 5, 0, 150, '罗山县人力资源和社会保障局'],
];

/** xinyangcha's own applications still in review, and two sent back with a reason. */
const APPLIED: [Row, number, string][] = [
  [['信阳毛尖茶业秋季品茗会', 2, '平桥区明港镇毛尖茶业茶厂', 40, 1, 0, 200, '信阳毛尖茶业有限公司'], CHECK.pending, ''],
  [
    ['企业开放日·毛尖加工参观', 2, '平桥区明港镇毛尖茶业茶厂', 45, 1, 1, 100, '信阳毛尖茶业有限公司'],
    CHECK.pending,
    '',
  ],
  [['毛尖新品线上发布会', 1, '平桥区（线上直播间）', 35, 1, 0, 5000, '信阳毛尖茶业有限公司'], CHECK.pending, ''],
  [
    ['茶园认养计划推介会', 2, '平桥区明港镇毛尖茶业茶厂', 18, 1, 0, 150, '信阳毛尖茶业有限公司'],
    CHECK.rejected,
    '活动介绍过于简单，请补充活动流程后重新提交',
  ],
  [
    ['冬季茶园管护线上讲座', 1, '平桥区（线上直播间）', 50, 1, 0, 1000, '信阳毛尖茶业有限公司'],
    CHECK.rejected,
    '活动链接无法打开，请核实后重新提交',
  ],
];

const COMPANIES = [
  '浉河区董家河茶叶专业合作社',
  '平桥区郝堂茶叶有限公司',
  '罗山县灵山茶业有限公司',
  '光山县净居寺茶场',
  '新县将军茶业有限公司',
  '商城县高山有机茶业',
  '固始县皇姑山茶业',
  '潢川县黄国茶业',
  '淮滨县淮河茶叶商行',
  '息县濮公山茶叶合作社',
  '车云山茶叶专业合作社',
];
const PEOPLE = ['周建华', '李婷', '王海涛', '陈志强', '刘芳', '胡永', '张德胜', '吴晓丽', '杨明', '赵磊', '孙静'];
const EXHIBITORS: Record<number, number> = { 1: 10, 8: 9, 9: 6, 0: 5, 16: 4 };
/** Approved offline activities chayou has no voucher for, so a demo can claim one. */
const UNCLAIMED = [2, 3];

function activityFields(row: Row, owner: string, at: number, now: number, i: number) {
  const [name, type, address, startsIn, lasts, enterpriseIsJoin, number, sponsor] = row;
  const startTime = dayFrom(now, startsIn);
  const endTime = dayFrom(now, startsIn + lasts - 1);
  const covers = [0, 1, 2].map((k) => picture(`${name.slice(0, 6)} ${k + 1}`, 95 + ((i * 11 + k * 17) % 60)));
  const fields = {
    name,
    type,
    sponsor,
    number,
    enterpriseIsJoin,
    enterpriseId: owner,
    address: `河南省信阳市${address}`,
    coverPic: picture(name.slice(0, 8), 100 + ((i * 13) % 50)),
    uploadFiles: covers,
    videos: [],
    startTime,
    endTime,
    signUpStartTime: enterpriseIsJoin ? dayFrom(now, startsIn - 20) : '',
    signUpEndTime: enterpriseIsJoin ? dayFrom(now, startsIn - 2) : '',
    dayStartTime: i % 3 === 0 ? '09:00:00' : i % 3 === 1 ? '08:30:00' : '14:00:00',
    dayEndTime: i % 3 === 2 ? '20:30:00' : '17:30:00',
    crtHost: type === 1 ? `https://expo.xinyang-tea.example/live/${1000 + i}` : '',
    details:
      `<p>${sponsor}主办的“${name}”于${startTime}至${endTime}举行，地点：${address}。</p>` +
      `<p>活动设有信阳毛尖品鉴、手工炒茶展示、茶艺表演和茶旅线路推介等环节，欢迎茶友、茶企和游客参加。</p>`,
    viewsnum: 80 + ((i * 389) % 4200),
    crtTime: stamp(at),
  };
  return { ...fields, status: phaseOf(fields, now) };
}

function seedExhibitors(db: Db, c: Community, activityId: string, count: number, at: number) {
  for (let k = 0; k < count; k++) {
    const phone = `1390376${String(k * 37 + count).padStart(4, '0')}`;
    const fields = {
      activityId,
      memberId: other(c, k + count),
      name: COMPANIES[k % COMPANIES.length],
      chargeperson: PEOPLE[(k + count) % PEOPLE.length],
      phone,
      companyPic: picture(`营业执照 ${k + 1}`, 40, 480, 640),
      coverPic: picture(COMPANIES[k % COMPANIES.length].slice(0, 8), 120 + k * 9),
      viewsNumber: 120 + k * 37,
      likeNumber: 8 + k * 5,
      crtTime: stamp(at + k * HOUR),
    };
    insertRecord(db, KIND.exhibitor, fields, at + k * HOUR);
  }
}

export function seedFestival(db: Db, now: number): void {
  if (db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(KIND.activity)) return;
  const c = communityOf(db);
  if (!c) return;
  const rows: [Row, number, string][] = [
    ...APPROVED.map((row): [Row, number, string] => [row, CHECK.approved, '']),
    ...APPLIED,
  ];
  rows.forEach(([row, checkStatus, checkRemark], i) => {
    const at = now - (i + 1) * 5 * HOUR;
    const owner = i < 13 || checkStatus !== CHECK.approved ? c.company : other(c, i);
    const activity = insertRecord(
      db,
      KIND.activity,
      { ...activityFields(row, owner, at, now, i), checkStatus, checkRemark },
      at,
    );
    if (EXHIBITORS[i]) seedExhibitors(db, c, activity.id, EXHIBITORS[i], at);
    if (checkStatus !== CHECK.approved || row[1] !== 2 || UNCLAIMED.includes(i)) return;
    const begun = phaseOf(activity, now) !== 2;
    // chayou checks in wherever the activity has begun, except the opening ceremony (row 0) that runs now
    const checkedIn = begun && i !== 0;
    const voucher = {
      businessId: activity.id,
      userId: c.personal,
      clockStatus: checkedIn ? 1 : 0,
      receiveTime: stamp(at + HOUR),
      ...(checkedIn ? { clockTime: `${String(activity.startTime)} 10:12:00`, jingdu: 114.07, weidu: 32.12 } : {}),
    };
    insertRecord(db, KIND.voucher, voucher, at + HOUR);
    // a few other visitors hold vouchers too, so vouchersNum differs between activities
    for (let k = 0; k < i % 4; k++)
      insertRecord(
        db,
        KIND.voucher,
        { businessId: activity.id, userId: other(c, i + k), clockStatus: 0, receiveTime: stamp(at + 2 * HOUR) },
        at + 2 * HOUR,
      );
  });
}
