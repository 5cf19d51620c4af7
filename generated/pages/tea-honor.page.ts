// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /teaHonor */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'carousel',
      operation: 'listHonourBanners',
      image: 'picUrl',
      caption: 'name',
      interval: 3000,
      height: 300,
      params: {},
    },
    { kind: 'html', params: { type: 6 }, operation: 'getInfo', field: 'content' },
  ],
  sideAt: 'right',
  hideTitle: true,
};
