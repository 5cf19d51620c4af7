// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /ysService */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'buttons', actions: [{ kind: 'navigate', gate: { login: '请登录' }, label: '发布职位', route: 'pubjob' }] },
    {
      kind: 'list',
      actions: [
        { kind: 'map', address: 'address', label: '查看地图', lat: 'weidu', lng: 'jingdu', variant: 'outlined' },
      ],
      card: 'job',
      filters: [
        {
          kind: 'tabs',
          label: '职位',
          options: [
            { label: '推荐', value: 0 },
            { label: '附近', value: 1 },
            { label: '最新', value: 2 },
          ],
          param: 'type',
          query: 'type',
        },
        {
          kind: 'select',
          label: '结薪方式',
          options: [
            { label: '全部' },
            { label: '日清', value: '0' },
            { label: '周清', value: '1' },
            { label: '月结', value: '2' },
            { label: '完工结算', value: '3' },
          ],
          param: 'jiexinfangshiList',
          query: 'jiexinfangshiList',
        },
        {
          kind: 'select',
          label: '工作地点',
          options: [
            { label: '全部' },
            { label: '浉河区', value: '浉河区' },
            { label: '平桥区', value: '平桥区' },
            { label: '罗山县', value: '罗山县' },
            { label: '光山县', value: '光山县' },
            { label: '新县', value: '新县' },
            { label: '商城县', value: '商城县' },
            { label: '固始县', value: '固始县' },
            { label: '潢川县', value: '潢川县' },
            { label: '淮滨县', value: '淮滨县' },
            { label: '息县', value: '息县' },
          ],
          param: 'addressList',
          query: 'addressList',
        },
      ],
      open: [{ gate: { login: '请登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      pageSize: 5,
      params: { status: 1 },
      position: {
        fallback: { lat: 32.123274, lng: 114.075031 },
        lat: 'weidu',
        lng: 'jingdu',
        refused: '未能获取您的位置，已按信阳市中心计算距离',
        when: { op: 'eq', test: { path: 'type', ref: 'query' }, value: { value: '1' } },
      },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
