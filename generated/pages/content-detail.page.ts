// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /contentDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'homeBannerList',
      params: { platform: 0 },
      pick: 'query.index',
      sections: [
        { as: 'image', field: 'picUrl', wide: true },
        { as: 'html', field: 'content', wide: true },
      ],
    },
  ],
  sideAt: 'right',
};
