// Sub-members (我的下级): a tea-farm owner (cqId) adds village heads (role 0), group heads under a village
// head (role 1) and tea farmers under a group head (role 2) (seed 2 §2.2, §6).
import { fail, ok, type Handler } from '../../handlers/shared.js';
import type { Db } from '../../db.js';
import { deleteRecord, getRecord, insertRecord, listRecords, pageOf, type Stored } from '../record-store.js';
import { stamp } from './time.js';

export const SUB_MEMBER_KIND = 'subMember';

const ROLE_NAMES = ['村长', '组长', '茶农'];

/** The superior a new member needs: a village head of the same owner for role 1 and 2, a group head too for role 2. */
function checkSuperiors(db: Db, cqId: string, role: number, cunId?: string, groupId?: string): void {
  if (role === 0) return;
  const head = cunId ? getRecord(db, SUB_MEMBER_KIND, cunId) : undefined;
  if (!head || head.cqId !== cqId || head.role !== 0) fail('请选择所属村长');
  if (role === 1) return;
  const group = groupId ? getRecord(db, SUB_MEMBER_KIND, groupId) : undefined;
  if (!group || group.cqId !== cqId || group.role !== 1 || group.cunId !== cunId) fail('请选择所属组长');
}

const subMember = (row: Stored) => {
  const { id, cqId, userId, role, name, phone, cun, cunId, groupId, createTime } = row;
  return Object.fromEntries(
    Object.entries({ id, cqId, userId, role, name, phone, cun, cunId, groupId, createTime }).filter(
      ([, v]) => v != null,
    ),
  );
};

export const subMemberHandlers: Record<string, Handler> = {
  listSubMembers({ query }, ctx) {
    const all = listRecords(ctx.db, SUB_MEMBER_KIND, { where: { cqId: query.cqId, role: query.role } }).map(subMember);
    return { code: 200, msg: '操作成功', page: pageOf(all, query.pageIndex, query.pageSize) };
  },

  addSubMember({ body }, ctx) {
    const { cqId, userId, name, phone, cun } = body as Record<string, string>;
    const role = body.role as number;
    const cunId = role > 0 ? (body.cunId as string | undefined) : undefined;
    const groupId = role > 1 ? (body.groupId as string | undefined) : undefined;
    checkSuperiors(ctx.db, cqId, role, cunId, groupId);
    if (listRecords(ctx.db, SUB_MEMBER_KIND, { where: { cqId, phone } }).length) fail('该手机号已添加');
    const now = ctx.now();
    insertRecord(
      ctx.db,
      SUB_MEMBER_KIND,
      { cqId, userId, role, name, phone, cun, cunId, groupId, createTime: stamp(now) },
      now,
    );
    return ok(undefined, '添加成功');
  },

  deleteSubMember({ query }, ctx) {
    const row = getRecord(ctx.db, SUB_MEMBER_KIND, query.id as string) ?? fail('该成员不存在或已删除');
    const link = row.role === 0 ? 'cunId' : 'groupId';
    const below =
      row.role === 2 ? [] : listRecords(ctx.db, SUB_MEMBER_KIND, { where: { cqId: row.cqId, [link]: row.id } });
    if (below.length) fail(`该${ROLE_NAMES[row.role as number]}下还有${below.length}名成员，请先删除他们`);
    deleteRecord(ctx.db, SUB_MEMBER_KIND, row.id);
    return ok(undefined, '删除成功!');
  },
};
