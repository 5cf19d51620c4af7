// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getContestList',
      paging: { index: 'pageNo', size: 'pageSize' },
      pageSize: 6,
      filters: [
        {
          kind: 'select',
          param: 'status',
          query: 'status',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '报名中', value: 1 },
            { label: '投票中', value: 2 },
            { label: '已结束', value: 3 },
          ],
        },
      ],
      item: {
        image: { field: 'coverPic' },
        title: { field: 'name' },
        badges: [{ field: 'status', labels: 'contestStatus' }],
        lines: [
          { label: '主办方', field: 'sponsor' },
          {
            label: '报名时间',
            template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
            when: { test: { ref: 'scope', path: 'status' }, op: 'lt', value: { value: 3 } },
          },
          {
            label: '活动时间',
            template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
            when: { test: { ref: 'scope', path: 'status' }, op: 'gt', value: { value: 2 } },
          },
          { template: [{ text: '参赛 ' }, { field: 'peopleNum' }, { text: ' · 总票数 ' }, { field: 'number' }] },
        ],
      },
      open: [{ route: 'pbSelectionDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
