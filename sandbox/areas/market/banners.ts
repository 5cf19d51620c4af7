// The trade hall's banner carousel (seed 3 §2.6): type 1 opens a purchase detail, others their HTML on
// /bigDeal/bannerDetail by index, so the order is fixed by `sort`.
import type { Handler } from '../../handlers/shared.js';
import { listRecords } from '../record-store.js';

export const BANNER_KIND = 'tradeBanner';

export const bannerHandlers: Record<string, Handler> = {
  listTradeBanners({ query }, { db }) {
    const banners = listRecords(db, BANNER_KIND, { where: { plattype: query.plattype }, sort: { field: 'sort' } });
    return { code: 200, msg: '操作成功', data: banners.map(({ sort: _sort, ...banner }) => banner) };
  },
};
