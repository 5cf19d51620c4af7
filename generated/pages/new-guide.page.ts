// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /newGuide */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'noviceGuideList',
      params: { pageIndex: 1, pageSize: 50 },
      card: 'guide',
      recordTabs: { label: 'name', select: { query: 'name', field: 'code' } },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
