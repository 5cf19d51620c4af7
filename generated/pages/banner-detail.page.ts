// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal/bannerDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'listTradeBanners',
      params: { plattype: 0 },
      pick: 'query.index',
      sections: [
        { as: 'image', field: 'picUrl', wide: true },
        { as: 'html', field: 'content', wide: true },
      ],
    },
  ],
  sideAt: 'right',
};
