// Static content: system texts and advertisement slots.
import { INFO_TEXTS } from '../content/info-texts.js';
import { fail, ok, page, type Handler } from './shared.js';

export const contentHandlers: Record<string, Handler> = {
  getInfo({ query }, _ctx) {
    return ok(INFO_TEXTS[Number(query.type)] ?? fail('内容不存在'));
  },

  // An unknown slot is an empty page, as a slot nobody has filled yet would be.
  getAdvertisementList({ query }, ctx) {
    const records = ctx.db
      .prepare(
        'SELECT image AS advertisementConnection, name AS advertisementName FROM advertisements WHERE code = ? ORDER BY sort',
      )
      .all(query.advertisemenCode);
    return page(records);
  },
};
