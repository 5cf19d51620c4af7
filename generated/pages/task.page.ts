// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/task */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        {
          kind: 'path',
          done: { label: '已完成', when: { op: 'ne', test: { path: 'status', ref: 'scope' }, value: { value: 0 } } },
          label: '领取',
          path: 'row.path',
        },
      ],
      empty: '暂无数据',
      heading: '新手任务',
      item: {
        aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
        title: { field: 'taskName' },
      },
      operation: 'listUserTasks',
      pageSize: 20,
      params: { type: 0, userId: 'session.userId' },
      queryPrefix: '',
    },
    {
      kind: 'list',
      actions: [
        {
          kind: 'path',
          done: { label: '已完成', when: { op: 'ne', test: { path: 'status', ref: 'scope' }, value: { value: 0 } } },
          label: '领取',
          path: 'row.path',
        },
      ],
      empty: '暂无数据',
      heading: '日常任务',
      item: {
        aside: { template: [{ text: '+' }, { field: 'score' }, { text: ' 积分' }] },
        title: { field: 'taskName' },
      },
      operation: 'listUserTasks',
      pageSize: 20,
      params: { type: 1, userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
