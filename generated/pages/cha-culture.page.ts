// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'buttons',
      actions: [{ kind: 'navigate', label: '申请活动', route: 'cultureManage', variant: 'outlined' }],
    },
    {
      kind: 'list',
      filters: [
        {
          kind: 'select',
          label: '时间',
          options: [
            { label: '全部' },
            { label: '本周', value: 1 },
            { label: '本月', value: 2 },
            { label: '近三个月', value: 3 },
          ],
          param: 'timeType',
          query: 'timeType',
        },
        {
          kind: 'select',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '报名中', value: 1 },
            { label: '进行中', value: 2 },
            { label: '已结束', value: 3 },
          ],
          param: 'status',
          query: 'status',
        },
      ],
      item: {
        badges: [{ field: 'status', labels: 'activityStatus' }],
        image: { field: 'coverPic' },
        lines: [
          { field: 'sponsor', label: '主办方' },
          { field: 'address', label: '举办地址' },
          {
            label: '报名时间',
            template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
            when: {
              all: [
                { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
                { empty: false, op: 'empty', test: { path: 'signUpStartTime', ref: 'scope' } },
              ],
            },
          },
          {
            label: '活动时间',
            template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
            when: {
              any: [
                { op: 'ne', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
                { empty: true, op: 'empty', test: { path: 'signUpStartTime', ref: 'scope' } },
              ],
            },
          },
        ],
        title: { field: 'name' },
      },
      open: [{ query: { id: 'row.id' }, route: 'hddetail' }],
      operation: 'getPcActivityList',
      pageSize: 6,
      paging: { index: 'pageNo', size: 'pageSize' },
      params: {},
      queryPrefix: '',
    },
  ],
  side: [
    {
      kind: 'links',
      heading: '推荐',
      links: [
        { label: '评比评选', note: '名茶评比、大众投票', route: 'pbSelection' },
        { label: '荣誉殿堂', note: '国茶工艺大师、制茶大师', route: 'honorHall' },
        { label: '茶荣誉', note: '信阳茶的荣誉与故事', route: 'teaHonor' },
      ],
    },
  ],
  sideAt: 'right',
};
