// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myevaluate */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'findCommentListByUserId',
      params: { userId: 'session.userId' },
      pageSize: 8,
      item: {
        title: { field: 'title' },
        badges: [{ field: 'remark' }],
        lines: [{ field: 'message' }, { field: 'crt_time' }],
      },
      open: [
        {
          route: 'leaddetail',
          query: { id: 'row.joinId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        {
          route: 'leaddetail',
          query: { id: 'row.joinId', type: 2 },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        {
          route: 'twdetail',
          query: { id: 'row.joinId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'in', values: [3, 9] },
        },
        {
          route: 'hddetail',
          query: { id: 'row.joinId' },
          when: {
            all: [
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
              { test: { ref: 'scope', path: 'remark' }, op: 'eq', value: { value: '茶文化节' } },
            ],
          },
        },
        {
          route: 'pbSelectionDetail',
          query: { id: 'row.joinId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
        },
        {
          route: 'xuexiDetail',
          query: { id: 'row.joinId', type: 2 },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
        },
        {
          route: 'honorHallDetail',
          query: { id: 'row.joinId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 8 } },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
