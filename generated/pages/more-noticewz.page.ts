// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /moreNoticewz */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'carousel',
      operation: 'homeBannerList',
      params: { platform: 0 },
      image: 'picUrl',
      height: 340,
      interval: { params: {}, operation: 'getHomeBannerConfig', field: 'value', unit: 's', default: 3000 },
      open: [
        {
          kind: 'href',
          href: 'row.content',
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 2 } },
        },
        {
          kind: 'navigate',
          route: 'contentDetail',
          query: { index: 'row._index' },
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 3 } },
        },
      ],
    },
    {
      kind: 'list',
      operation: 'getNoticeList',
      pageSize: 10,
      card: 'notice',
      open: [{ route: 'ggDetail', query: { id: 'row.id' } }],
      empty: '暂无数据',
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
