// Demo bulk trade: purchase requests of 信阳毛尖 / 信阳红 and tea supplies (xinyangcha more than two pages
// of 6, four of them ended), goods posts, chayou's offers (more than two pages of 5), a request with more
// than two pages of bidders, the dynamics those produced, and the hall's banners.
import type { Db } from '../../db.js';
import { findMemberByLogin } from '../../store/members.js';
import { seedOnce, type Fields } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { stamp } from '../personal/time.js';
import { BANNER_KIND } from './banners.js';
import { dateIn, isEmpty } from './common.js';
import { GOODS_KIND } from './goods.js';
import { OFFER_KIND } from './offers.js';
import { DYNAMIC_KIND, WANT_BUY_KIND } from './want-buys.js';

const HOUR = 3_600_000;
const COMPANY = '信阳毛尖茶业有限公司';

/** goods name, volume, days until the offer deadline (negative: ended), description, unit price for offers */
const WANT_BUYS: [string, string, number, string, number][] = [
  ['信阳毛尖·明前特级', '500斤', 12, '浉河港、董家河核心产区明前特级，一芽一叶初展，需提供农残检测报告。', 1200],
  ['信阳毛尖·雨前一级', '2000斤', 20, '雨前一级毛尖，条索紧细，汤色嫩绿，用于门店散装销售。', 480],
  ['信阳红·工夫红茶', '800斤', 15, '信阳红工夫红茶，金毫显露，甜香浓郁，夏秋茶原料可议。', 360],
  ['信阳毛尖·特级礼盒装', '3000盒', 9, '250克礼盒装特级毛尖，用于中秋企业团购，需可开票。', 260],
  ['信阳毛尖·二级炒青', '5000斤', 25, '二级炒青毛尖，用于拼配及奶茶原料，量大长期合作。', 160],
  ['白叶一号茶苗', '20万株', 30, '两年生白叶一号扦插苗，苗高25厘米以上，带土球。', 1],
  ['茶叶包装礼盒', '10000套', 18, '竹木礼盒，印信阳毛尖字样，需提供打样。', 28],
  ['信阳红·特级', '300斤', 7, '特级信阳红，条索紧结，汤色红亮，用于高端礼品。', 900],
  ['有机茶专用肥', '50吨', 22, '有机认证茶园专用肥，含量不低于45%，送货到光山县凉亭乡。', 2600],
  ['信阳毛尖·明前一级', '1000斤', -3, '明前一级毛尖，需在清明前交货，已截止。', 860],
  ['信阳毛尖·秋茶', '3000斤', 5, '白露前后秋茶，香气高长，用于茶饮原料。', 140],
  ['茶叶理条机', '10台', -8, '六锅理条机，九成新以上均可，需上门调试。', 5200],
  ['信阳白茶', '200斤', -15, '信阳白茶（白化品种绿茶）特级，氨基酸含量高。', 1500],
  ['信阳毛尖·茶末茶片', '8000斤', 11, '分拣后的茶末茶片，用于袋泡茶加工。', 35],
  ['信阳红·袋泡茶原料', '2000斤', 28, '信阳红碎茶，用于袋泡茶，需提供检测报告。', 90],
  ['信阳毛尖·雨前二级', '1500斤', -1, '雨前二级毛尖，门店日常销售，已截止。', 300],
];

const BIDDERS = [
  '董家河车云山茶叶专业合作社',
  '浉河港黑龙潭茶厂',
  '郝堂茶叶合作社',
  '罗山县灵山茶业有限公司',
  '光山县凉亭茶叶合作社',
  '新县八里畈茶场',
  '商城县长竹园茶叶合作社',
  '固始县陈淋子茶叶有限公司',
  '潢川县卜塔集茶厂',
  '息县包信茶叶加工厂',
  '信阳红茶叶有限公司',
  '车云山茶叶专业合作社',
  '震雷山茶场',
  '南湾湖生态茶园',
  '鸡公山茶叶合作社',
  '天目山茶场',
  '淮滨县期思茶苗基地',
  '吴家店云雾茶场',
  '光山县文殊茶叶合作社',
  '新县卡房高山茶场',
  '商城县伏山茶叶合作社',
  '固始县武庙集茶厂',
];

const GOODS: [string, number][] = [
  ['2025年明前信阳毛尖特级，产自浉河港镇黑龙潭核心产区，一芽一叶初展，现货200斤，可寄样品。', 3],
  ['雨前一级信阳毛尖，条索紧细圆直，汤色嫩绿明亮，现货1500斤，支持分批发货。', 2],
  ['信阳红工夫红茶，大别山高山原料，蜜香浓郁，现货600斤，可定制包装。', 3],
  ['白叶一号茶苗两年生，苗高30厘米，出圃20万株，包成活指导种植。', 1],
  ['二级炒青毛尖，适合拼配和茶饮原料，现货5000斤，价格从优。', 2],
  ['信阳毛尖特级礼盒（250克×2罐），可贴牌，起订100盒。', 2],
  ['六锅理条机、滚筒杀青机各5台，九成新，可上门安装调试。', 1],
  ['秋茶信阳毛尖3000斤，香高味浓，适合奶茶店和茶饮连锁。', 2],
  ['信阳白茶特级，氨基酸含量高，鲜爽回甘，现货100斤。', 3],
  ['茶末茶片8000斤，分拣干净，适合袋泡茶加工。', 1],
  ['竹木茶叶礼盒，可印字定制，现货一万套。', 2],
  ['有机茶园专用肥，有机质含量48%，可送货到县乡。', 1],
  ['信阳红碎茶，袋泡茶原料，提供检测报告，现货2000斤。', 2],
  ['郝堂村农家手工炒制毛尖，每天现炒，量少，欢迎到村品鉴。', 3],
  ['光山凉亭乡合作社统一收购的雨前毛尖，现货800斤，可开票。', 2],
];

const BANNERS = [
  { type: 1, purchase: 0, caption: '明前特级毛尖 求购500斤' },
  {
    type: 2,
    caption: '大宗交易 · 诚信交易倡议',
    content: '<h3>诚信交易倡议</h3><p>平台仅提供信息发布与展示，交易双方请核实资质、签订合同、通过对公账户结算。</p>',
  },
  { type: 1, purchase: 2, caption: '信阳红工夫红茶 求购800斤' },
  {
    type: 2,
    caption: '2025 信阳茶叶采购对接会',
    content: '<h3>2025 信阳茶叶采购对接会</h3><p>四月中旬于信阳国际茶城举办，欢迎茶企、合作社报名参展。</p>',
  },
];

const wantBuyId = (i: number) => `wantbuy-${String(i + 1).padStart(2, '0')}`;

// kit.seedOnce stores row i an hour before row i - 1; crtTime says the same
const hoursAgo = (now: number, i: number) => stamp(now - i * HOUR);

function wantBuyRows(company: string, personal: string, now: number): Fields[] {
  return WANT_BUYS.map(([goodName, purchaseVolume, days, goodDescribe], i) => {
    const mine = i < 13;
    return {
      id: wantBuyId(i),
      memberId: mine ? company : personal,
      enterpriseName: mine ? COMPANY : '浉河区小王茶叶商行',
      enterpriseImg: picture(mine ? '信阳毛尖茶业' : '小王茶叶商行', 120 + i * 3),
      contacts: mine ? '张丽' : '王小明',
      contactInformation: mine ? '13800000002' : '13800000001',
      endTime: dateIn(now, days),
      takeDeliveryTime: dateIn(now, days + 10),
      goodName,
      purchaseVolume,
      address: mine ? '河南省信阳市平桥区羊山新区茶城大道88号' : '河南省信阳市浉河区五星路12号',
      goodDescribe,
      offerRequirement: '报价含运费，请注明产地与等级',
      invoiceRequirement: i % 2 ? '增值税普通发票' : '增值税专用发票',
      transactionMode: i % 3 ? '验货后付款' : '预付30%，验货后付清',
      supplement: '可先寄样品，样品合格后签订合同。',
      crtTime: hoursAgo(now, i),
    };
  });
}

/** chayou's offers on the company's first 11 requests, and every other member's on the first one. */
function offerRows(personal: string, others: string[]): Fields[] {
  const offer = (memberId: string, i: number, business: string, people: string, phone: string, k: number): Fields => {
    const [, volume, , , unit] = WANT_BUYS[i];
    const offerPrice = (unit * parseInt(volume, 10) * (0.9 + (k % 5) * 0.04)).toFixed(2);
    return { memberId, wantBuyId: wantBuyId(i), business, offerPrice, people, phone };
  };
  const chayou = Array.from({ length: 11 }, (_, i) =>
    offer(personal, i, '浉河区小王茶叶商行', '王小明', '13800000001', 0),
  );
  const bidders = others.map((memberId, k) =>
    offer(memberId, 0, BIDDERS[k % BIDDERS.length], `联系人${k + 1}`, `1397601${String(k).padStart(4, '0')}`, k + 1),
  );
  return [...chayou, ...bidders];
}

export function seedTrade(db: Db, now: number): void {
  const company = findMemberByLogin(db, 'xinyangcha');
  const personal = findMemberByLogin(db, 'chayou');
  if (!company || !personal) return;
  if (isEmpty(db, WANT_BUY_KIND)) {
    const wantBuys = wantBuyRows(company.id, personal.id, now);
    const others = (
      db
        .prepare('SELECT id FROM members WHERE id NOT IN (?, ?) ORDER BY createdAt LIMIT 22')
        .all(company.id, personal.id) as { id: string }[]
    ).map((m) => m.id);
    const offers = offerRows(personal.id, others).map((offer, i): Fields => ({ ...offer, crtTime: hoursAgo(now, i) }));
    seedOnce(db, WANT_BUY_KIND, () => wantBuys, now);
    seedOnce(db, OFFER_KIND, () => offers, now);
    // the dynamics these would have written, newest first like the rows
    const dynamics = [
      ...wantBuys.map((w) => ({
        purchaseId: w.id,
        title: `${w.enterpriseName} 发布采购：${w.goodName} ${w.purchaseVolume}`,
        crtTime: w.crtTime,
      })),
      ...offers.slice(0, 14).map((o) => ({
        purchaseId: o.wantBuyId,
        title: `${o.business} 对「${WANT_BUYS[Number(String(o.wantBuyId).slice(-2)) - 1][0]}」进行了报价`,
        crtTime: o.crtTime,
      })),
    ].sort((a, b) => String(b.crtTime).localeCompare(String(a.crtTime)));
    seedOnce(db, DYNAMIC_KIND, () => dynamics, now);
  }
  seedOnce(
    db,
    GOODS_KIND,
    () =>
      GOODS.map(([detailedInformation, images], i) => {
        const mine = i < 13;
        const imgs = Array.from({ length: images }, (_, k) =>
          picture(detailedInformation.slice(0, 6), 110 + i * 4 + k * 20),
        ).join(',');
        return {
          id: `goods-${String(i + 1).padStart(2, '0')}`,
          memberId: mine ? company.id : personal.id,
          detailedInformation,
          imgs,
          people: mine ? '张丽' : '王小明',
          phone: mine ? '13800000002' : '13800000001',
          crtTime: hoursAgo(now, i),
        };
      }),
    now,
  );
  seedOnce(
    db,
    BANNER_KIND,
    () =>
      BANNERS.map(({ type, purchase, caption, content }, sort) => ({
        id: `trade-banner-${sort + 1}`,
        type,
        plattype: 0,
        sort,
        picUrl: picture(caption, 95 + sort * 15, 1200, 360),
        ...(purchase !== undefined && { purchaseId: wantBuyId(purchase) }),
        ...(content && { content }),
      })),
    now,
  );
}
