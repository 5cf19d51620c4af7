// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/toupiaoList */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getContestantList',
      params: { activityId: 'query.id', memberId: 'session.userId' },
      paging: { index: 'pageNo', size: 'pageSize' },
      pageSize: 8,
      columns: 4,
      filters: [{ kind: 'search', param: 'name', query: 'name', label: '参赛名称' }],
      item: {
        layout: 'tile',
        image: { field: 'coverPic' },
        title: { field: 'name' },
        lines: [{ template: [{ text: '票数 ' }, { field: 'number' }] }],
      },
      open: [{ route: 'toupiaoDetail', query: { id: 'row.id', type: '1' } }],
      actions: [
        {
          kind: 'call',
          label: '投票',
          serverMessage: true,
          delayMs: 1000,
          call: {
            params: { activityId: 'query.id', memberId: 'session.userId', peopleId: 'row.id' },
            operation: 'saveVote',
          },
          done: { label: '已投票', when: { test: { ref: 'scope', path: 'isvote' }, op: 'eq', value: { value: 1 } } },
        },
      ],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
