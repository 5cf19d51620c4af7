// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /moreNotice */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getNoticeList',
      pageSize: 10,
      card: 'notice',
      open: [{ route: 'ggDetail', query: { id: 'row.id' } }],
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
