// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /ysService/pubjob */
export const page: Page = {
  kind: 'page',
  main: [{ kind: 'form', form: 'publish-job' }],
  side: [
    { kind: 'text', heading: '免责声明', text: '本平台仅提供信息发布与展示，不对所发布信息承担任何责任，请自行核实。' },
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
      params: { pageIndex: 1, pageSize: 2, status: 1, type: 0 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
