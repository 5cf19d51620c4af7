// Site search's creator tab (云尚号, tab 333): members whose nickname contains the search text.
import type { Handler } from '../../handlers/shared.js';
import { creatorsByFans } from './creators.js';

export const searchHandlers: Record<string, Handler> = {
  searchCreators({ body }, ctx) {
    const page = creatorsByFans(ctx.db, body.memberId, (body.searchName as string | undefined)?.trim(), body.pageIndex, body.pageSize ?? 6);
    return { code: 200, msg: '操作成功', page };
  },
};
