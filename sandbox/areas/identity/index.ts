// Seed 1's identity area: uploads, sign-in, profile and labels, real-name and creator verification,
// deputy operators, the second client's password calls, and the shell's and help centre's content.
// router.ts holds its Express routes (uploads served back, reviews, card recognition).
import type { Db } from '../../db.js';
import { findMemberByLogin } from '../../store/members.js';
import type { Area } from '../area.js';
import { seedOnce } from '../record-store.js';
import { picture } from '../personal/picture.js';
import { cardRecognitionHandlers } from './card-recognition.js';
import { CHECK_STATUS, creatorVerificationHandlers } from './creator-verification.js';
import { createDeputyLogin, deputyHandlers } from './deputies.js';
import { passwordHandlers } from './passwords.js';
import { profileHandlers } from './profile.js';
import { realNameHandlers } from './real-name.js';
import { BANNERS, CUSTOMER_SERVICE, DEMO_DEPUTIES, GUIDE, LABELS, SIGN_RULES, SSO_TARGETS } from './seed-content.js';
import { recordSignIn, SIGN_IN_SCHEMA, signInHandlers } from './sign-in.js';
import { siteHandlers } from './site.js';
import { uploadHandlers } from './uploads.js';

export { identityRouter } from './router.js';
export { reviewRealName } from './real-name.js';
export { reviewCreatorVerification } from './creator-verification.js';
export { recognizeCards } from './card-recognition.js';

const DAY_MS = 86_400_000;

function seed(db: Db, now: number): void {
  seedOnce(db, 'label', () => LABELS, now);
  seedOnce(db, 'sign-rule', () => SIGN_RULES, now);
  seedOnce(
    db,
    'banner',
    () => BANNERS.map(({ caption, hue, ...banner }) => ({ ...banner, picUrl: picture(caption, hue, 1200, 400) })),
    now,
  );
  seedOnce(db, 'sso-target', () => SSO_TARGETS, now);
  seedOnce(
    db,
    'customer-service',
    () =>
      CUSTOMER_SERVICE.map(({ hue, ...entry }) => ({
        ...entry,
        pic: picture(String(entry.name).slice(0, 2), hue, 120, 120),
      })),
    now,
  );
  seedOnce(db, 'guide', () => GUIDE, now);

  const enterprise = findMemberByLogin(db, 'xinyangcha');
  if (enterprise) {
    seedOnce(
      db,
      'tea-enterprise',
      () => [
        {
          userId: enterprise.id,
          name: '张丽',
          idCardNo: '411503197803150021',
          companyInfo: '专注信阳毛尖种植、加工与销售二十年。',
          headPic: picture('毛尖', 100, 200, 200),
          idCardPic: picture('手持身份证', 210, 400, 260),
          companyName: '信阳毛尖茶业有限公司',
          licenseFile: picture('营业执照', 15, 400, 560),
          province: '河南省',
          city: '信阳市',
          county: '平桥区',
          address: '平桥区羊山新区茶城路18号',
          attestation: '企业认证：信阳毛尖茶业有限公司',
          checkStatus: CHECK_STATUS.approved,
          checkRemarks: '',
        },
      ],
      now,
    );
    // An active deputy has the login its SMS-code login would have made (with a demo password of its
    // own: the default never logs in); a pending one has none yet.
    seedOnce(
      db,
      'deputy',
      () =>
        DEMO_DEPUTIES.filter((d) => !findMemberByLogin(db, d.phone)).map(({ password, ...d }) => ({
          enterpriseId: enterprise.id,
          ...d,
          ...(password && { memberId: createDeputyLogin(db, enterprise, d, now, { password }) }),
        })),
      now,
    );
  }

  const member = findMemberByLogin(db, 'chayou');
  if (!member) return;
  // A rejected personal verification, so the demo shows the reason and the resubmit step.
  seedOnce(
    db,
    'tea-person',
    () => [
      {
        userId: member.id,
        name: '茶友小王',
        idCardNo: '411502199005121234',
        personInfo: '爱喝信阳毛尖，周末常去茶园采茶。',
        headPic: picture('小王', 120, 200, 200),
        idCardPic: picture('手持身份证', 200, 400, 260),
        attestation: '个人认证：茶友小王',
        checkStatus: CHECK_STATUS.rejected,
        checkRemarks: '手持身份证照片不清晰，请重新上传',
      },
    ],
    now,
  );
  // Three days in a row up to yesterday, so the demo calendar shows a streak to continue today.
  if (!db.prepare('SELECT 1 FROM identity_sign_ins WHERE memberId = ?').get(member.id)) {
    [3, 2, 1].forEach((daysAgo) => recordSignIn(db, member.id, now - daysAgo * DAY_MS));
  }
}

export const area: Area = {
  schema: SIGN_IN_SCHEMA,
  seed,
  handlers: {
    ...uploadHandlers,
    ...signInHandlers,
    ...profileHandlers,
    ...realNameHandlers,
    ...cardRecognitionHandlers,
    ...creatorVerificationHandlers,
    ...deputyHandlers,
    ...passwordHandlers,
    ...siteHandlers,
  },
};
