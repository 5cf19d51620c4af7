// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /ggDetail */
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
      kind: 'record',
      meta: [{ field: 'crtTime' }],
      operation: 'getNoticeDetail',
      params: { id: 'query.id' },
      sections: [{ as: 'html', field: 'content', wide: true }],
      title: { field: 'title' },
    },
  ],
  sideAt: 'right',
};
