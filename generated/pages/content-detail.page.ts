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
      sections: [{ field: 'picUrl', as: 'image', wide: true }, { field: 'content', as: 'html', wide: true }],
    },
  ],
  sideAt: 'right',
};
