// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'buttons',
      actions: [{ kind: 'navigate', label: '申请活动', variant: 'outlined', route: 'cultureManage' }],
    },
    {
      kind: 'list',
      operation: 'getPcActivityList',
      paging: { index: 'pageNo', size: 'pageSize' },
      pageSize: 6,
      filters: [
        {
          kind: 'select',
          param: 'timeType',
          query: 'timeType',
          label: '时间',
          options: [{ label: '全部' }, { label: '本周', value: 1 }, { label: '本月', value: 2 }, { label: '近三个月', value: 3 }],
        },
        {
          kind: 'select',
          param: 'status',
          query: 'status',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '报名中', value: 1 },
            { label: '进行中', value: 2 },
            { label: '已结束', value: 3 },
          ],
        },
      ],
      item: {
        image: { field: 'coverPic' },
        title: { field: 'name' },
        badges: [{ field: 'status', labels: 'activityStatus' }],
        lines: [
          { label: '主办方', field: 'sponsor' },
          { label: '举办地址', field: 'address' },
          {
            label: '报名时间',
            template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
            when: {
              all: [
                { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
                { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: false },
              ],
            },
          },
          {
            label: '活动时间',
            template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
            when: {
              any: [
                { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 2 } },
                { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: true },
              ],
            },
          },
        ],
      },
      open: [{ route: 'hddetail', query: { id: 'row.id' } }],
      params: {},
      queryPrefix: '',
    },
  ],
  side: [
    {
      kind: 'links',
      heading: '推荐',
      links: [
        { label: '评比评选', route: 'pbSelection', note: '名茶评比、大众投票' },
        { label: '荣誉殿堂', route: 'honorHall', note: '国茶工艺大师、制茶大师' },
        { label: '茶荣誉', route: 'teaHonor', note: '信阳茶的荣誉与故事' },
      ],
    },
  ],
  sideAt: 'right',
};
