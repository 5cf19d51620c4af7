// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myTicketXQ */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'call',
          call: { operation: 'checkInVoucher', params: { businessId: 'record.id', userId: 'session.userId' } },
          done: {
            label: '已打卡',
            when: { op: 'eq', test: { path: 'clockStatus', ref: 'scope' }, value: { value: 1 } },
          },
          label: '打卡',
          position: { fallback: 'address', lat: 'weidu', lng: 'jingdu' },
          then: 'reload',
          toast: '打卡成功',
        },
        { kind: 'map', address: 'address', label: '查看地图', variant: 'outlined' },
      ],
      badges: [{ field: 'status', labels: 'activityStatus' }],
      image: { field: 'coverPic' },
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'sponsor', label: '主办方' },
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
        { field: 'address', label: '活动地址' },
        { as: 'html', field: 'details', label: '活动介绍' },
      ],
      title: { field: 'name' },
    },
  ],
  sideAt: 'right',
};
