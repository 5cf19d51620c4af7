// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/browseHistory */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'buttons',
      actions: [
        {
          kind: 'call',
          call: { operation: 'clearBrowseRecords', params: { userId: 'session.userId' } },
          confirm: '清空后浏览记录将无法恢复，确定要清空吗？',
          confirmTitle: '清空确认',
          label: '清空记录',
          toast: '清除成功',
          variant: 'outlined',
        },
      ],
    },
    {
      kind: 'list',
      actions: [
        {
          kind: 'navigate',
          label: '去报价',
          query: { id: 'row.businessId' },
          route: 'cgdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 7 } },
        },
      ],
      empty: '暂无记录',
      groupBy: { field: 'browseDate' },
      item: {
        badges: [{ field: 'type', labels: 'browseType' }],
        image: { field: 'cover' },
        lines: [{ field: 'summary' }, { field: 'createTime', format: 'time' }],
        title: { field: 'title' },
      },
      open: [
        {
          query: { id: 'row.businessId' },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        {
          query: { id: 'row.businessId' },
          route: 'twdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        {
          query: { id: 'row.businessId', type: 2 },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
        },
        {
          query: { id: 'row.businessId' },
          route: 'ysServiceDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 4 } },
        },
        {
          query: { id: 'row.businessId' },
          route: 'hddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 5 } },
        },
        {
          query: { id: 'row.businessId' },
          route: 'pbSelectionDetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 6 } },
        },
        {
          query: { id: 'row.businessId' },
          route: 'cgdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 7 } },
        },
      ],
      operation: 'listBrowseRecords',
      pageSize: 10,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
