// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/zgzgMysc */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      card: 'job',
      empty: '暂无数据',
      open: [{ query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      pageSize: 10,
      params: { collectStatus: 1, userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
