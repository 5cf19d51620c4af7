// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/zgzgMysc */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'listJobs',
      params: { collectStatus: 1, userId: 'session.userId' },
      pageSize: 10,
      card: 'job',
      open: [{ route: 'ysServiceDetail', query: { id: 'row.id' } }],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
