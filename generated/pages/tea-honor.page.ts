// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /teaHonor */
export const page: Page = {
  kind: 'page',
  hideTitle: true,
  main: [
    {
      kind: 'carousel',
      caption: 'name',
      height: 300,
      image: 'picUrl',
      interval: 3000,
      operation: 'listHonourBanners',
      params: {},
    },
    { kind: 'html', field: 'content', operation: 'getInfo', params: { type: 6 } },
  ],
  sideAt: 'right',
};
