// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /ysService/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'chat',
          gate: { login: '请先登录' },
          label: '咨询TA',
          name: 'contactName',
          to: 'userId',
          when: { op: 'ne', test: { path: 'userId', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
        },
        {
          kind: 'toggle',
          field: 'collectStatus',
          labels: ['收藏', '已收藏'],
          off: { operation: 'unfavouriteJob', params: { jobId: 'record.id', userId: 'session.userId' } },
          on: { operation: 'favouriteJob', params: { jobId: 'record.id', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
        { kind: 'reveal', field: 'contactPhone', label: '查看电话', masked: 'contactPhone_hide' },
        {
          kind: 'map',
          address: 'address',
          label: '查看地图',
          lat: 'weidu',
          lng: 'jingdu',
          variant: 'outlined',
          when: { empty: false, op: 'empty', test: { path: 'jingdu', ref: 'scope' } },
        },
      ],
      badges: [
        {
          text: '急招',
          tone: 'error',
          when: { op: 'eq', test: { path: 'jzStatus', ref: 'scope' }, value: { value: 1 } },
        },
        { field: 'jiexinfangshiName', tone: 'primary' },
      ],
      image: { field: 'yscyWorkImageEntities.image' },
      meta: [{ field: 'jobName' }, { template: [{ text: '发布于 ' }, { field: 'crtTime', format: 'date' }] }],
      operation: 'getJob',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        {
          label: '薪资',
          text: '面议',
          when: { op: 'eq', test: { path: 'xinziStatus', ref: 'scope' }, value: { value: 1 } },
        },
        {
          label: '薪资',
          template: [{ field: 'xinzi' }, { text: ' ' }, { field: 'xinziType', labels: 'payUnit' }],
          when: { op: 'eq', test: { path: 'xinziStatus', ref: 'scope' }, value: { value: 0 } },
        },
        {
          label: '用工时间',
          text: '立即上岗',
          when: { op: 'eq', test: { path: 'shanggangStatus', ref: 'scope' }, value: { value: 1 } },
        },
        {
          label: '用工时间',
          template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
          when: { op: 'eq', test: { path: 'shanggangStatus', ref: 'scope' }, value: { value: 0 } },
        },
        { field: 'workYearName', label: '经验要求' },
        { label: '招聘人数', template: [{ field: 'number' }, { text: ' 人' }] },
        { field: 'foodHomeTypeName', label: '食宿' },
        { field: 'jiexinfangshiName', label: '结薪方式' },
        { field: 'chayuanName', label: '茶园' },
        { field: 'address', label: '工作地点' },
        { field: 'contactName', label: '联系人' },
        { field: 'gzDescribe', label: '工作描述', wide: true },
        { field: 'xxjs', label: '茶园介绍', wide: true },
        { as: 'images', field: 'yscyWorkImageEntities.image', label: '茶园图片' },
      ],
      title: { field: 'title' },
    },
  ],
  sideAt: 'right',
};
