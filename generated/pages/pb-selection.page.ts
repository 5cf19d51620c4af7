// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      filters: [
        {
          kind: 'select',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '报名中', value: 1 },
            { label: '投票中', value: 2 },
            { label: '已结束', value: 3 },
          ],
          param: 'status',
          query: 'status',
        },
      ],
      item: {
        badges: [{ field: 'status', labels: 'contestStatus' }],
        image: { field: 'coverPic' },
        lines: [
          { field: 'sponsor', label: '主办方' },
          {
            label: '报名时间',
            template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
            when: { op: 'lt', test: { path: 'status', ref: 'scope' }, value: { value: 3 } },
          },
          {
            label: '活动时间',
            template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
            when: { op: 'gt', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
          },
          { template: [{ text: '参赛 ' }, { field: 'peopleNum' }, { text: ' · 总票数 ' }, { field: 'number' }] },
        ],
        title: { field: 'name' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'pbSelectionDetail' }],
      operation: 'getContestList',
      pageSize: 6,
      paging: { index: 'pageNo', size: 'pageSize' },
      params: {},
      phoneColumns: 2,
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
