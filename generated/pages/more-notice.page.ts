// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /moreNotice */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'carousel',
      height: 340,
      image: 'picUrl',
      interval: { default: 3000, field: 'value', operation: 'getHomeBannerConfig', params: {}, unit: 's' },
      open: [
        {
          kind: 'href',
          href: 'row.content',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'call',
          call: { operation: 'singleSignOnUrl', params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' } },
          then: 'openUrl',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 2 } },
        },
        {
          kind: 'navigate',
          query: { index: 'row._index' },
          route: 'contentDetail',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 3 } },
        },
      ],
      operation: 'homeBannerList',
      params: { platform: 0 },
    },
    {
      kind: 'list',
      card: 'notice',
      empty: '暂无数据',
      open: [{ query: { id: 'row.id' }, route: 'ggDetail' }],
      operation: 'getNoticeList',
      pageSize: 10,
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
