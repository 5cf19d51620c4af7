// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chajiService */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getExpertList',
      pageSize: 8,
      columns: 2,
      filters: [{ kind: 'search', param: 'searchName', query: 'searchName', label: '专家姓名' }],
      card: 'expert',
      open: [{ route: 'chajiDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      actions: [
        {
          kind: 'navigate',
          label: '咨询专家',
          route: 'chajiDetail',
          query: { id: 'row.id' },
          gate: { login: '请先登录' },
        },
      ],
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
