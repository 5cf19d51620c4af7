// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myJifen */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'stats',
      items: [{ field: 'integral', label: '当前积分' }],
      operation: 'getMemberDetail',
      params: { userId: 'session.userId' },
    },
    {
      kind: 'list',
      empty: '暂无记录',
      heading: '积分记录',
      item: {
        aside: { template: [{ text: '+' }, { field: 'score' }] },
        lines: [{ field: 'createTime' }],
        title: { field: 'type', labels: 'pointsType' },
      },
      operation: 'listScoreRecords',
      pageSize: 6,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
