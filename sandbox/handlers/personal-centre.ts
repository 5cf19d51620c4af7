import { fansOf } from '../areas/personal/creators.js';
import { findMemberById, toMemberDetail } from '../store/members.js';
import { fail, ok, type Handler } from './shared.js';

export const personalCentreHandlers: Record<string, Handler> = {
  getMemberDetail({ query }, ctx) {
    const member = findMemberById(ctx.db, query.userId as string) ?? fail('用户不存在');
    // the fans are the follow rows, as everywhere else (the column is not a second figure)
    return ok({ ...toMemberDetail(member), fansNum: fansOf(ctx.db, member) });
  },
};
