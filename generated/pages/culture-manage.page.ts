// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/cultureManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        { blocks: [{ kind: 'form', form: 'festival-application' }], label: '申请活动' },
        {
          blocks: [
            {
              kind: 'list',
              empty: '暂无数据',
              item: {
                badges: [{ field: 'checkStatus', labels: 'activityReview' }],
                image: { field: 'coverPic' },
                lines: [
                  { field: 'sponsor', label: '主办方' },
                  { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
                  { field: 'address', label: '举办地址' },
                  { field: 'crtTime', label: '申请时间' },
                ],
                title: { field: 'name' },
              },
              open: [
                {
                  query: { id: 'row.id' },
                  route: 'hddetail',
                  when: { op: 'eq', test: { path: 'checkStatus', ref: 'scope' }, value: { value: 2 } },
                },
                { query: { id: 'row.id' }, route: 'cultureManage' },
              ],
              operation: 'getPcActivityList',
              pageSize: 6,
              paging: { index: 'pageNo', size: 'pageSize' },
              params: { enterpriseId: 'session.userId', status: 0, timeType: 0 },
              queryPrefix: '',
            },
          ],
          label: '活动状态',
        },
      ],
      query: 'tab',
      when: { empty: true, op: 'empty', test: { path: 'id', ref: 'query' } },
    },
    {
      kind: 'record',
      actions: [
        { kind: 'navigate', label: '返回列表', query: { tab: 2 }, route: 'cultureManage', variant: 'outlined' },
      ],
      badges: [{ field: 'checkStatus', labels: 'activityReview' }],
      image: { field: 'coverPic' },
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        {
          field: 'checkRemark',
          label: '驳回原因',
          when: { op: 'eq', test: { path: 'checkStatus', ref: 'scope' }, value: { value: 1 } },
        },
        { field: 'sponsor', label: '主办方' },
        { label: '活动形式', template: [{ field: 'type', labels: 'activityType' }] },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { op: 'eq', test: { path: 'enterpriseIsJoin', ref: 'scope' }, value: { value: 1 } },
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
        { field: 'crtHost', label: '活动链接' },
        { field: 'number', label: '容纳人数' },
        { field: 'address', label: '举办地址' },
        { field: 'crtTime', label: '申请时间' },
        { as: 'images', field: 'files.path', label: '活动图片' },
        { as: 'html', field: 'details', label: '活动介绍' },
      ],
      title: { field: 'name' },
      when: { empty: false, op: 'empty', test: { path: 'id', ref: 'query' } },
    },
  ],
  sideAt: 'right',
};
