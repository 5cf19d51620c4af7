// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /ysService/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getJob',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'title' },
      image: { field: 'yscyWorkImageEntities.image' },
      meta: [{ field: 'jobName' }, { template: [{ text: '发布于 ' }, { field: 'crtTime', format: 'date' }] }],
      badges: [
        {
          text: '急招',
          tone: 'error',
          when: { test: { ref: 'scope', path: 'jzStatus' }, op: 'eq', value: { value: 1 } },
        },
        { field: 'jiexinfangshiName', tone: 'primary' },
      ],
      sections: [
        {
          label: '薪资',
          text: '面议',
          when: { test: { ref: 'scope', path: 'xinziStatus' }, op: 'eq', value: { value: 1 } },
        },
        {
          label: '薪资',
          template: [{ field: 'xinzi' }, { text: ' ' }, { field: 'xinziType', labels: 'payUnit' }],
          when: { test: { ref: 'scope', path: 'xinziStatus' }, op: 'eq', value: { value: 0 } },
        },
        {
          label: '用工时间',
          text: '立即上岗',
          when: { test: { ref: 'scope', path: 'shanggangStatus' }, op: 'eq', value: { value: 1 } },
        },
        {
          label: '用工时间',
          template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
          when: { test: { ref: 'scope', path: 'shanggangStatus' }, op: 'eq', value: { value: 0 } },
        },
        { label: '经验要求', field: 'workYearName' },
        { label: '招聘人数', template: [{ field: 'number' }, { text: ' 人' }] },
        { label: '食宿', field: 'foodHomeTypeName' },
        { label: '结薪方式', field: 'jiexinfangshiName' },
        { label: '茶园', field: 'chayuanName' },
        { label: '工作地点', field: 'address' },
        { label: '联系人', field: 'contactName' },
        { label: '工作描述', field: 'gzDescribe', wide: true },
        { label: '茶园介绍', field: 'xxjs', wide: true },
        { label: '茶园图片', field: 'yscyWorkImageEntities.image', as: 'images' },
      ],
      actions: [
        {
          kind: 'chat',
          label: '咨询TA',
          to: 'userId',
          name: 'contactName',
          when: { test: { ref: 'record', path: 'userId' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'collectStatus',
          on: { params: { jobId: 'record.id', userId: 'session.userId' }, operation: 'favouriteJob' },
          off: { params: { jobId: 'record.id', userId: 'session.userId' }, operation: 'unfavouriteJob' },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
        { kind: 'reveal', label: '查看电话', field: 'contactPhone', masked: 'contactPhone_hide' },
        {
          kind: 'map',
          label: '查看地图',
          variant: 'outlined',
          lng: 'jingdu',
          lat: 'weidu',
          address: 'address',
          when: { test: { ref: 'scope', path: 'jingdu' }, op: 'empty', empty: false },
        },
      ],
    },
  ],
  sideAt: 'right',
};
