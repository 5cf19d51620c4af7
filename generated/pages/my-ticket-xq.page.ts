// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myTicketXQ */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'name' },
      image: { field: 'coverPic' },
      badges: [{ field: 'status', labels: 'activityStatus' }],
      sections: [
        { label: '主办方', field: 'sponsor' },
        {
          label: '活动时间',
          template: [
            { field: 'startTime' },
            { text: ' 至 ' },
            { field: 'endTime' },
            { text: '，每天 ' },
            { field: 'dayStartTime', format: 'hourMinute' },
            { text: '–' },
            { field: 'dayEndTime', format: 'hourMinute' },
          ],
        },
        { label: '活动地址', field: 'address' },
        { label: '活动介绍', field: 'details', as: 'html' },
      ],
      actions: [
        {
          kind: 'call',
          label: '打卡',
          position: { lng: 'jingdu', lat: 'weidu', fallback: 'address' },
          toast: '打卡成功',
          then: 'reload',
          call: { params: { businessId: 'record.id', userId: 'session.userId' }, operation: 'checkInVoucher' },
          done: {
            label: '已打卡',
            when: { test: { ref: 'scope', path: 'clockStatus' }, op: 'eq', value: { value: 1 } },
          },
        },
        { kind: 'map', label: '查看地图', variant: 'outlined', address: 'address' },
      ],
      blocks: [
        {
          kind: 'charts',
          heading: '活动数据',
          sample: 'ticket',
          note: '示例数据',
          items: [
            { kind: 'trend', data: 'visitors', label: '近7天每日入场人数（示例数据）' },
            { kind: 'pie', data: 'sources', label: '游客来源分布（示例数据）' },
          ],
        },
      ],
    },
  ],
  sideAt: 'right',
};
