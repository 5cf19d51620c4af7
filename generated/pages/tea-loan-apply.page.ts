// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /teaLoanApply */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'record', operation: 'showLoanApply', params: { memberId: 'session.userId' } },
    { kind: 'form', form: 'tea-loan-apply' },
  ],
  side: [
    {
      kind: 'list',
      heading: '茶园用工',
      item: {
        image: { field: 'yscyWorkImageEntities.image' },
        lines: [
          { field: 'chayuanName' },
          {
            template: [
              { field: 'jiexinfangshiName' },
              { text: ' · ' },
              { field: 'workYearName' },
              { text: ' · 招' },
              { field: 'number' },
              { text: '人' },
            ],
          },
          {
            label: '用工时间',
            template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
            when: { empty: false, op: 'empty', test: { path: 'ygkssj', ref: 'scope' } },
          },
        ],
        title: { field: 'jobName' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      params: { pageIndex: 2, pageSize: 3, status: 1 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
