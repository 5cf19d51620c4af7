// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myTicket */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      empty: '暂无数据',
      item: {
        badges: [
          { field: 'status', labels: 'activityStatus' },
          {
            text: '已打卡',
            tone: 'success',
            when: { op: 'eq', test: { path: 'clockStatus', ref: 'scope' }, value: { value: 1 } },
          },
        ],
        image: { field: 'coverPic' },
        lines: [
          { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
          { field: 'address', label: '活动地址' },
          { field: 'receiveTime', label: '领取时间' },
        ],
        title: { field: 'name' },
      },
      open: [{ query: { id: 'row.id' }, route: 'myTicketXQ' }],
      operation: 'listMyVouchers',
      pageSize: 6,
      params: { type: 'query.type', userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
