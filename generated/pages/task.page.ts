// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/task */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      heading: '新手任务',
      operation: 'listUserTasks',
      params: { userId: 'session.userId', type: 0 },
      pageSize: 20,
      item: {
        title: { field: 'taskName' },
        aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
      },
      actions: [
        {
          kind: 'path',
          label: '领取',
          path: 'row.path',
          done: { label: '已完成', when: { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 0 } } },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '日常任务',
      operation: 'listUserTasks',
      params: { userId: 'session.userId', type: 1 },
      pageSize: 20,
      item: {
        title: { field: 'taskName' },
        aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
      },
      actions: [
        {
          kind: 'path',
          label: '领取',
          path: 'row.path',
          done: { label: '已完成', when: { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 0 } } },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
