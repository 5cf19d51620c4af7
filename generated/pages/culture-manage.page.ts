// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/cultureManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      when: { test: { ref: 'query', path: 'id' }, op: 'empty', empty: true },
      query: 'tab',
      items: [
        { label: '申请活动', blocks: [{ kind: 'form', form: 'festival-application' }] },
        {
          label: '活动状态',
          blocks: [
            {
              kind: 'list',
              operation: 'getPcActivityList',
              params: { enterpriseId: 'session.userId', status: 0, timeType: 0 },
              paging: { index: 'pageNo', size: 'pageSize' },
              pageSize: 6,
              item: {
                image: { field: 'coverPic' },
                title: { field: 'name' },
                badges: [{ field: 'checkStatus', labels: 'checkStatus' }],
                lines: [
                  { label: '主办方', field: 'sponsor' },
                  { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
                  { label: '举办地址', field: 'address' },
                  { label: '申请时间', field: 'crtTime' },
                ],
              },
              open: [
                {
                  route: 'hddetail',
                  query: { id: 'row.id' },
                  when: { test: { ref: 'scope', path: 'checkStatus' }, op: 'eq', value: { value: 2 } },
                },
                { route: 'cultureManage', query: { id: 'row.id' } },
              ],
              empty: '暂无数据',
              queryPrefix: '',
            },
          ],
        },
      ],
    },
    {
      kind: 'record',
      when: { test: { ref: 'query', path: 'id' }, op: 'empty', empty: false },
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'name' },
      image: { field: 'coverPic' },
      badges: [{ field: 'checkStatus', labels: 'checkStatus' }],
      sections: [
        {
          label: '驳回原因',
          field: 'checkRemark',
          when: { test: { ref: 'scope', path: 'checkStatus' }, op: 'eq', value: { value: 1 } },
        },
        { label: '主办方', field: 'sponsor' },
        { label: '活动形式', template: [{ field: 'type', labels: 'activityType' }] },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { test: { ref: 'scope', path: 'enterpriseIsJoin' }, op: 'eq', value: { value: 1 } },
        },
        { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
        {
          label: '每天时间',
          template: [
            { field: 'dayStartTime', format: 'hourMinute' },
            { text: '–' },
            { field: 'dayEndTime', format: 'hourMinute' },
          ],
        },
        { label: '活动链接', field: 'crtHost' },
        { label: '容纳人数', field: 'number' },
        { label: '举办地址', field: 'address' },
        { label: '申请时间', field: 'crtTime' },
        { label: '活动图片', field: 'files.path', as: 'images' },
        { label: '活动介绍', field: 'details', as: 'html' },
      ],
      actions: [{ kind: 'navigate', label: '返回列表', variant: 'outlined', route: 'cultureManage', query: { tab: 2 } }],
    },
  ],
  sideAt: 'right',
};
