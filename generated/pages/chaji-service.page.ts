// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chajiService */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        {
          kind: 'navigate',
          gate: { login: '请先登录' },
          label: '咨询专家',
          query: { id: 'row.id' },
          route: 'chajiDetail',
        },
      ],
      card: 'expert',
      columns: 2,
      filters: [{ kind: 'search', label: '专家姓名', param: 'searchName', query: 'searchName' }],
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'chajiDetail' }],
      operation: 'getExpertList',
      pageSize: 8,
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
