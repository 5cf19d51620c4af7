// Demo members of this area: 22 tea people xinyangcha invited (they are also the active creators the
// home page recommends and search finds), their newcomer points, home counters and visits.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db.js';
import { hashPasswordSync } from '../../passwords.js';
import { findMemberByLogin } from '../../store/members.js';
import { insertRecord, setToggle } from '../record-store.js';
import { FOLLOW } from './links.js';
import { picture } from './picture.js';
import { SCORE_KIND } from './points.js';
import { stamp } from './time.js';
import { VISIT_KIND } from './user-home.js';

const DAY = 86_400_000;

/**
 * nickname, real name, intro, how many of the other invitees follow them (creator-style nicknames:
 * these are the recommended 云尚号, ranked by fans) and sex (粉丝数据's gender shares). Every fan is a
 * follow row, so a member's figure is the same on the card, in 数据概览 and in the length of 关注我的.
 */
const INVITEES: [string, string, string, number, '男' | '女'][] = [
  ['浉河茶人老周', '周建华', '浉河区董家河镇茶农，种茶三十年。', 6, '男'],
  ['毛尖小当家', '李婷', '90后返乡茶二代，直播讲信阳毛尖。', 18, '女'],
  ['平桥茶事', '王海涛', '记录平桥区茶园四季。', 4, '男'],
  ['罗山灵山茶园', '陈志强', '灵山脚下的有机茶园。', 8, '男'],
  ['光山茶香', '刘芳', '光山县茶叶合作社社长。', 4, '女'],
  ['新县红色茶旅', '胡永', '把红色研学和茶旅融在一起。', 11, '男'],
  ['商城高山云雾', '张德胜', '商城县海拔800米高山茶。', 5, '男'],
  ['固始茶韵', '吴晓丽', '固始县茶叶电商创业者。', 3, '女'],
  ['潢川茶农日记', '杨明', '每天记录茶园的一件小事。', 2, '男'],
  ['淮滨茶友会', '赵磊', '淮滨县茶友交流。', 2, '男'],
  ['息县茶语', '孙静', '喝茶、识茶、说茶。', 1, '女'],
  ['信阳红工夫', '郑国栋', '专注信阳红工夫红茶制作。', 9, '男'],
  ['车云山茶人', '何文', '车云山下的手工炒茶人。', 7, '男'],
  ['震雷山茶园', '马俊', '震雷山脚下的家庭茶园。', 3, '男'],
  ['郝堂茶舍', '韩冰', '平桥区郝堂村民宿与茶舍。', 6, '女'],
  ['南湾湖畔茶香', '冯丽娟', '南湾湖边的生态茶园。', 3, '女'],
  ['茶技服务站', '许强', '茶园植保与施肥技术分享。', 12, '男'],
  ['贤山茶社', '邓超', '贤山茶社社员。', 1, '男'],
  ['鸡公山茶人', '曹颖', '鸡公山下种茶也种花。', 2, '女'],
  ['天目山茶园', '彭勇', '新县天目山茶园管护员。', 1, '男'],
  ['信阳茶叶协会', '蒋华', '信阳市茶叶协会宣传部。', 21, '男'],
  ['茶乡小叶子', '沈佳', '爱茶的小学老师。', 0, '女'],
];

/**
 * Registers the invitees once (phones 1397601xxxx are this seed's; password Tea12345) and returns their
 * ids. store/members insertMember hashes every password with scrypt, tens of milliseconds each; every
 * test file starts a fresh sandbox, so the invitees share one hash and are inserted here directly.
 */
export function seedInvitees(db: Db, now: number): string[] {
  const inviter = findMemberByLogin(db, 'xinyangcha');
  if (!inviter) return [];
  let password: string | undefined;
  const insert = db.prepare(
    `INSERT INTO members (id, username, phone, password, isCompany, nickname, realName, sex, info, invitationId, headurl, createdAt)
     VALUES (@id, @phone, @phone, @password, 0, @nickname, @realName, @sex, @info, @invitationId, @headurl, @createdAt)`,
  );
  const fresh: number[] = [];
  const ids = INVITEES.map(([nickname, realName, info, , sex], i) => {
    const phone = `1397601${String(i).padStart(4, '0')}`;
    const existing = findMemberByLogin(db, phone);
    if (existing) return existing.id;
    const headurl = i % 3 === 2 ? null : picture(nickname.slice(0, 2), 90 + i * 7, 200, 200);
    const id = randomUUID();
    const joined = now - (i + 1) * 2 * DAY;
    password ??= hashPasswordSync('Tea12345');
    insert.run({
      id,
      phone,
      password,
      nickname,
      realName,
      sex,
      info,
      invitationId: inviter.id,
      headurl,
      createdAt: joined,
    });
    fresh.push(i);
    // newcomer points, so 邀请记录 shows different fourCount values
    [1, 2, 3, 4].slice(0, 1 + (i % 4)).forEach((type, k) => {
      const at = joined + k * 3_600_000;
      insertRecord(db, SCORE_KIND, { userId: id, type, score: [100, 10, 10, 20][type - 1], createTime: stamp(at) }, at);
    });
    return id;
  });
  for (const i of fresh) {
    const fans = ids.filter((_, k) => k !== i).slice(0, INVITEES[i][3]);
    fans.forEach((fan) => setToggle(db, FOLLOW.kind, fan, FOLLOW.targetType, ids[i], true, now));
  }
  return ids;
}

/** Recent visitors of the demo accounts (the home counters are computed from the records, user-home.ts). */
export function seedHomes(db: Db, inviteeIds: string[], now: number): void {
  if (db.prepare('SELECT 1 FROM records WHERE kind = ? LIMIT 1').get(VISIT_KIND)) return;
  const demo = ['chayou', 'xinyangcha']
    .map((login) => findMemberByLogin(db, login)?.id)
    .filter((id): id is string => Boolean(id));
  for (const owner of demo) {
    inviteeIds.slice(0, 12).forEach((visitorId, i) => {
      const at = now - (i * 5 + 1) * 3_600_000;
      insertRecord(db, VISIT_KIND, { userId: owner, visitorId, visitTime: stamp(at) }, at);
    });
  }
}
