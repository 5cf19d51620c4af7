// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/noticeDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getSystemMessageDetail',
      params: { memberId: 'session.userId', messageId: 'query.id' },
      stale: ['listSystemMessages'],
      title: { field: 'title' },
      meta: [{ field: 'crtTime' }],
      sections: [{ field: 'content', as: 'html', wide: true }],
      actions: [{ kind: 'navigate', label: '返回列表', variant: 'outlined', route: 'noticeCenter' }],
    },
  ],
  sideAt: 'right',
};
