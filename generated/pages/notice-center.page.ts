// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/noticeCenter */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'navigate',
                  label: '详情',
                  query: { id: 'row.id' },
                  route: 'noticeDetail',
                  variant: 'outlined',
                },
              ],
              empty: '暂无消息',
              item: {
                badges: [
                  {
                    text: '未读',
                    tone: 'error',
                    when: { op: 'eq', test: { path: 'isRead', ref: 'scope' }, value: { value: 0 } },
                  },
                ],
                lines: [{ field: 'crtTime' }],
                title: { field: 'title' },
              },
              operation: 'listSystemMessages',
              pageSize: 10,
              params: { memberId: 'session.userId', type: 2 },
              queryPrefix: '',
            },
          ],
          label: '系统消息',
        },
        { blocks: [{ kind: 'screen', screen: 'chat' }], label: '我的消息' },
      ],
      query: 'tab',
    },
  ],
  sideAt: 'right',
};
