// Demo configuration: the task catalogue, the home banner speed, the four advertisement spaces and
// the honour-hall slides.
import type { Db } from '../../db.js';
import { seedOnce } from '../record-store.js';
import { AD_KIND, BANNER_SPEED_ID, CONFIG_KIND, HONOUR_BANNER_KIND } from './home.js';
import { picture } from './picture.js';
import { POINTS } from './points.js';
import { TASK_KIND } from './tasks.js';

/** [points type, task type (0 newcomer, 1 daily), route path or '' (none: 暂未开放)]. */
const TASKS: [number, 0 | 1, string][] = [
  [1, 0, ''],
  [2, 0, '/user'],
  [3, 0, '/user/userInfo'],
  [4, 0, '/user/userInfo'],
  [5, 1, ''],
  [6, 1, '/'],
  [16, 1, '/'],
  [7, 1, '/user/inviteFriend'],
  [8, 1, '/ysService/pubjob'],
  [9, 1, '/bigDeal/pubcInfo'],
  [10, 1, '/userysh/pubVideo'],
  [14, 1, '/userysh/pubEssay'],
  [11, 1, '/leadNews/learnPX'],
  [13, 1, '/leadNews'],
  [12, 1, '/chajiService'],
  [15, 1, '/leadNews'],
];

/** [space id, name, click target, srswType]: 1 under the banner, 10-12 between the home sections. */
const ADS: [number, string, string, number?][] = [
  [1, '信阳毛尖 春茶上市', '/bigDeal'],
  [1, '茶农贷款 低息快批', '/teaLoanApply'],
  [1, '新手指南 三步入门', '/newGuide'],
  [10, '茶文化节 报名中', '/chaCulture'],
  [10, '茶技专家 在线咨询', '/chajiService'],
  [11, '采茶季 招工专区', '/ysService'],
  [11, '信阳茶 商城', '', 1],
  [12, '评比评选 为茶园投票', '/pbSelection'],
  [12, '荣誉殿堂 茶界名人', '/honorHall'],
];

/** [name, title, honour list type 1 工艺大师, 2 制茶大师, 3 领军人物]. */
const HONOURS: [string, string, 1 | 2 | 3][] = [
  ['周祖贵', '信阳毛尖制作技艺传承人', 2],
  ['李德华', '中国制茶大师', 2],
  ['程玉兰', '河南省茶叶工艺大师', 1],
  ['王守林', '信阳红茶工艺大师', 1],
  ['马文斌', '信阳茶产业领军人物', 3],
  ['陈春梅', '光山县茶产业带头人', 3],
];

export function seedHome(db: Db, now: number): void {
  seedOnce(
    db,
    TASK_KIND,
    () =>
      TASKS.map(([pointsType, type, path], sort) => ({
        taskName: POINTS[pointsType].label,
        score: POINTS[pointsType].score,
        pointsType,
        type,
        path,
        sort,
      })),
    now,
  );
  seedOnce(db, CONFIG_KIND, () => [{ id: BANNER_SPEED_ID, value: 5 }], now);
  seedOnce(
    db,
    AD_KIND,
    () =>
      ADS.map(([spaceId, name, link, srswType], sort) => ({
        spaceId,
        advertisementName: name,
        advertisementConnection: link,
        srswType,
        sort,
        sourceMaterial: picture(name, 110 + sort * 9, 1200, 200),
      })),
    now,
  );
  seedOnce(
    db,
    HONOUR_BANNER_KIND,
    () =>
      HONOURS.map(([name, title, type], sort) => ({
        name,
        title,
        type,
        sort,
        picUrl: picture(name, 30 + sort * 12, 400, 520),
      })),
    now,
  );
}
