// Logging out (reading the session by its ticket, getUser, is x-unused and not served).
import { deleteSession } from '../store/sessions.js';
import { fail, ok, type Handler } from './shared.js';

const EXPIRED = '登录已失效';

/** Where the portal goes once logged out: its home page. */
export const LOGOUT_REDIRECT = '/#/';

export const sessionHandlers: Record<string, Handler> = {
  logout({ query }, ctx) {
    if (!deleteSession(ctx.db, query.ticket as string)) fail(EXPIRED);
    return ok(LOGOUT_REDIRECT, '退出成功');
  },
};
