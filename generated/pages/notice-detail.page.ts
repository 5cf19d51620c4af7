// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/noticeDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [{ kind: 'navigate', label: '返回列表', route: 'noticeCenter', variant: 'outlined' }],
      meta: [{ field: 'crtTime' }],
      operation: 'getSystemMessageDetail',
      params: { memberId: 'session.userId', messageId: 'query.id' },
      sections: [{ as: 'html', field: 'content', wide: true }],
      stale: ['listSystemMessages'],
      title: { field: 'title' },
    },
  ],
  sideAt: 'right',
};
