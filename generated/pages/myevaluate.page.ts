// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myevaluate */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      empty: '暂无数据',
      item: {
        badges: [{ field: 'remark' }],
        lines: [{ field: 'message' }, { field: 'crt_time' }],
        title: { field: 'title' },
      },
      open: [
        {
          query: { id: 'row.joinId' },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        {
          query: { id: 'row.joinId', type: 2 },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        {
          query: { id: 'row.joinId' },
          route: 'twdetail',
          when: { op: 'in', test: { path: 'type', ref: 'scope' }, values: [3, 9] },
        },
        {
          query: { id: 'row.joinId' },
          route: 'hddetail',
          when: {
            all: [
              { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 5 } },
              { op: 'eq', test: { path: 'remark', ref: 'scope' }, value: { value: '茶文化节' } },
            ],
          },
        },
        {
          query: { id: 'row.joinId' },
          route: 'pbSelectionDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 5 } },
        },
        {
          query: { id: 'row.joinId', type: 2 },
          route: 'xuexiDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 7 } },
        },
        {
          query: { id: 'row.joinId' },
          route: 'honorHallDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 8 } },
        },
        {
          query: { id: 'row.joinId' },
          route: 'pbSelectionDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 4 } },
        },
        {
          query: { id: 'row.joinId' },
          route: 'toupiaoDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 6 } },
        },
        {
          query: { id: 'row.joinId' },
          route: 'xyChaqiD',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 10 } },
        },
      ],
      operation: 'findCommentListByUserId',
      pageSize: 8,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
