// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /seoInfo */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'findToutiaoByCondition',
      params: { userId: 'session.userId' },
      pageSize: 10,
      card: 'article',
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
