// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/noticeCenter */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      query: 'tab',
      items: [
        {
          label: '系统消息',
          blocks: [
            {
              kind: 'list',
              operation: 'listSystemMessages',
              params: { memberId: 'session.userId', type: 2 },
              pageSize: 10,
              item: {
                title: { field: 'title' },
                badges: [
                  {
                    text: '未读',
                    tone: 'error',
                    when: { test: { ref: 'scope', path: 'isRead' }, op: 'eq', value: { value: 0 } },
                  },
                ],
                lines: [{ field: 'crtTime' }],
              },
              actions: [
                {
                  kind: 'navigate',
                  label: '详情',
                  variant: 'outlined',
                  route: 'noticeDetail',
                  query: { id: 'row.id' },
                },
              ],
              empty: '暂无消息',
              queryPrefix: '',
            },
          ],
        },
        { label: '我的消息', blocks: [{ kind: 'screen', screen: 'chat' }] },
      ],
    },
  ],
  sideAt: 'right',
};
