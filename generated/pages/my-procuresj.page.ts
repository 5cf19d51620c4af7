// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcuresj */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'listBidders',
      params: { wantBuyId: 'query.id' },
      pageSize: 10,
      item: {
        title: { field: 'business' },
        aside: { field: 'offerPrice', format: 'yuan' },
        lines: [
          { label: '联系人', field: 'people' },
          { label: '联系电话', field: 'phone' },
          { label: '报价时间', field: 'crtTime' },
        ],
      },
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
