// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myTicket */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'listMyVouchers',
      params: { userId: 'session.userId', type: 'query.type' },
      pageSize: 6,
      item: {
        image: { field: 'coverPic' },
        title: { field: 'name' },
        badges: [
          { field: 'status', labels: 'activityStatus' },
          {
            text: '已打卡',
            tone: 'success',
            when: { test: { ref: 'scope', path: 'clockStatus' }, op: 'eq', value: { value: 1 } },
          },
        ],
        lines: [
          { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
          { label: '活动地址', field: 'address' },
          { label: '领取时间', field: 'receiveTime' },
        ],
      },
      open: [{ route: 'myTicketXQ', query: { id: 'row.id' } }],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
