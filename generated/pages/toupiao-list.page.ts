// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/toupiaoList */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        {
          kind: 'call',
          call: {
            operation: 'saveVote',
            params: { activityId: 'query.id', memberId: 'session.userId', peopleId: 'row.id' },
          },
          delayMs: 1000,
          done: { label: '已投票', when: { op: 'eq', test: { path: 'isvote', ref: 'scope' }, value: { value: 1 } } },
          label: '投票',
          serverMessage: true,
        },
      ],
      columns: 4,
      filters: [{ kind: 'search', label: '参赛名称', param: 'name', query: 'name' }],
      item: {
        image: { field: 'coverPic' },
        layout: 'tile',
        lines: [{ template: [{ text: '票数 ' }, { field: 'number' }] }],
        title: { field: 'name' },
      },
      open: [{ query: { id: 'row.id', type: '1' }, route: 'toupiaoDetail' }],
      operation: 'getContestantList',
      pageSize: 8,
      paging: { index: 'pageNo', size: 'pageSize' },
      params: { activityId: 'query.id', memberId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
