// The home page's configurable parts: banner speed, advertisement spaces, the honour-hall slides and
// the recommended creators.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { getRecord, listRecords, type Stored } from '../record-store.js';
import { creatorsByFans } from './creators.js';

export const CONFIG_KIND = 'homeConfig';
export const BANNER_SPEED_ID = 'homeBannerSpeed';
export const AD_KIND = 'spaceAdvertisement';
export const HONOUR_BANNER_KIND = 'honourBanner';

const withoutEmpty = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v != null));

export const homeHandlers: Record<string, Handler> = {
  getHomeBannerConfig(_input, ctx) {
    const config = getRecord(ctx.db, CONFIG_KIND, BANNER_SPEED_ID) ?? fail('轮播配置不存在');
    return ok({ value: config.value });
  },

  listSpaceAdvertisements({ query }, ctx) {
    const ads = listRecords(ctx.db, AD_KIND, {
      where: { spaceId: query.advertisementSpaceId },
      sort: { field: 'sort' },
    });
    return ok(
      ads.map(({ id, advertisementName, advertisementConnection, sourceMaterial, srswType }: Stored) =>
        withoutEmpty({ id, advertisementName, advertisementConnection, sourceMaterial, srswType }),
      ),
    );
  },

  listHonourBanners(_input, ctx) {
    const slides = listRecords(ctx.db, HONOUR_BANNER_KIND, { sort: { field: 'sort' } });
    return ok(
      slides.map(({ id, name, title, picUrl, type }: Stored) => withoutEmpty({ id, name, title, picUrl, type })),
    );
  },

  listRecommendedCreators({ query }, ctx) {
    return {
      code: 200,
      msg: '操作成功',
      page: creatorsByFans(ctx.db, query.memberId, query.pageIndex, query.pageSize),
    };
  },
};
