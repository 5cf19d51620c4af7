// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /newGuide */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      card: 'guide',
      operation: 'noviceGuideList',
      params: { pageIndex: 1, pageSize: 50 },
      queryPrefix: '',
      recordTabs: { label: 'name', select: { field: 'code', query: 'name' } },
    },
  ],
  sideAt: 'right',
};
