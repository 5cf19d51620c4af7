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
      card: [
        { card: 'question', when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } } },
        { card: 'article' },
      ],
      open: [
        {
          route: 'twdetail',
          query: { id: 'row.id' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
        },
        {
          route: 'leaddetail',
          query: { id: 'row.id', type: '2' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        { route: 'leaddetail', query: { id: 'row.id' } },
      ],
      actions: [
        {
          kind: 'navigate',
          label: '作者主页',
          variant: 'text',
          route: 'yshIndex',
          query: { id: 'row.userId' },
          gate: { login: '请先登录' },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
