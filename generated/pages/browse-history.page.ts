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
          label: '清空记录',
          variant: 'outlined',
          toast: '清除成功',
          confirm: '清空后浏览记录将无法恢复，确定要清空吗？',
          confirmTitle: '清空确认',
          call: { params: { userId: 'session.userId' }, operation: 'clearBrowseRecords' },
        },
      ],
    },
    {
      kind: 'list',
      operation: 'listBrowseRecords',
      params: { userId: 'session.userId' },
      pageSize: 10,
      groupBy: { field: 'browseDate' },
      item: {
        image: { field: 'cover' },
        title: { field: 'title' },
        badges: [{ field: 'type', labels: 'browseType' }],
        lines: [{ field: 'summary' }, { field: 'createTime', format: 'time' }],
      },
      open: [
        {
          route: 'leaddetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        {
          route: 'twdetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        {
          route: 'leaddetail',
          query: { id: 'row.businessId', type: 2 },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
        },
        {
          route: 'ysServiceDetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 4 } },
        },
        {
          route: 'hddetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 5 } },
        },
        {
          route: 'pbSelectionDetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 6 } },
        },
        {
          route: 'cgdetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
        },
      ],
      actions: [
        {
          kind: 'navigate',
          label: '去报价',
          route: 'cgdetail',
          query: { id: 'row.businessId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 7 } },
        },
      ],
      empty: '暂无记录',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
