// Demo content seeded on every start; rows that already exist are left alone, so a restart keeps
// what users did and a new seed row still appears.
import type { Db } from './db.js';
import { APP_QR_CODES, appQrPath } from './qr-images.js';
import { findMemberByLogin, insertMember, type NewMember } from './store/members.js';

export interface DemoAccount extends NewMember {
  kind: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    kind: '个人会员',
    username: 'chayou',
    password: 'Tea12345',
    phone: '13800000001',
    isCompany: 0,
    nickname: '茶友小王',
    realName: '王小明',
    identity: '411502199005121234',
    sex: '男',
    birthday: '1990-05-12',
    address: '河南省,信阳市,浉河区',
    info: '爱喝信阳毛尖，周末常去茶园采茶。',
    // verified, so the demo individual can open the creator centre (real-name gated, seed 1 §6)
    idcardStatus: 1,
    idcardRealName: '王小明',
    idcardNo: '411502199005121234',
    integral: 120,
    collectNum: 8,
    unreadCount: 2,
  },
  {
    kind: '法人会员',
    username: 'xinyangcha',
    password: 'Tea12345',
    phone: '13800000002',
    isCompany: 1,
    nickname: '信阳毛尖茶业有限公司',
    company: '信阳毛尖茶业有限公司',
    creditCode: '91411500MA40000001',
    legalPerson: '李建国',
    realName: '张丽',
    identity: '411503197803150021',
    address: '河南省,信阳市,平桥区',
    info: '专注信阳毛尖种植、加工与销售二十年。',
    integral: 560,
    collectNum: 12,
    unreadCount: 5,
  },
];

export function seed(db: Db, now: number): void {
  db.transaction(() => {
    for (const { kind: _kind, ...account } of DEMO_ACCOUNTS) {
      if (!findMemberByLogin(db, account.username)) insertMember(db, account, now);
    }
    const hasAppQr = db.prepare("SELECT 1 FROM advertisements WHERE code = 'app-qr'").get();
    if (!hasAppQr) {
      const insert = db.prepare("INSERT INTO advertisements (code, name, image, sort) VALUES ('app-qr', ?, ?, ?)");
      Object.entries(APP_QR_CODES).forEach(([key, { name }], sort) => insert.run(name, appQrPath(key), sort));
    }
  })();
}
