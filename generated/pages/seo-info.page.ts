// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /seoInfo */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        {
          kind: 'navigate',
          gate: { login: '请先登录' },
          label: '作者主页',
          query: { id: 'row.userId' },
          route: 'yshIndex',
          variant: 'text',
        },
      ],
      card: [
        { card: 'question', when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } } },
        { card: 'article' },
      ],
      empty: '暂无数据',
      open: [
        {
          query: { id: 'row.id' },
          route: 'twdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
        },
        {
          query: { id: 'row.id', type: '2' },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        { query: { id: 'row.id' }, route: 'leaddetail' },
      ],
      operation: 'findToutiaoByCondition',
      pageSize: 10,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
