// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcuresj */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      empty: '暂无数据',
      item: {
        aside: { field: 'offerPrice', format: 'yuan' },
        lines: [
          { field: 'people', label: '联系人' },
          { field: 'phone', label: '联系电话' },
          { field: 'crtTime', label: '报价时间' },
        ],
        title: { field: 'business' },
      },
      operation: 'listBidders',
      pageSize: 10,
      params: { wantBuyId: 'query.id' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
