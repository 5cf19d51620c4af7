// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myJifen */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'stats',
      params: { userId: 'session.userId' },
      operation: 'getMemberDetail',
      items: [{ label: '当前积分', field: 'integral' }],
    },
    {
      kind: 'list',
      heading: '积分记录',
      operation: 'listScoreRecords',
      params: { userId: 'session.userId' },
      pageSize: 6,
      item: {
        title: { field: 'type', labels: 'pointsType' },
        lines: [{ field: 'createTime' }],
        aside: { template: [{ text: '+' }, { field: 'score' }] },
      },
      empty: '暂无记录',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
