// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'carousel',
      operation: 'listTradeBanners',
      params: { plattype: 0 },
      image: 'picUrl',
      interval: 3000,
      height: 300,
      open: [
        {
          kind: 'navigate',
          route: 'cgdetail',
          query: { id: 'row.purchaseId' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        { kind: 'navigate', route: 'bannerDetail', query: { index: 'row._index', type: 1 } },
      ],
    },
    {
      kind: 'buttons',
      actions: [
        { kind: 'navigate', label: '发布采购', route: 'pubcInfo', gate: { login: '请先登录', realName: true } },
        {
          kind: 'navigate',
          label: '发布商品',
          variant: 'outlined',
          route: 'pubPro',
          gate: { login: '请先登录', realName: { required: '发布商品前需要先完成实名认证', pending: '请等待审核通过' } },
        },
      ],
    },
    {
      kind: 'tabs',
      query: 'tab',
      items: [
        {
          label: '我要买',
          blocks: [
            {
              kind: 'list',
              operation: 'listWantBuys',
              pageSize: 4,
              queryPrefix: 'buy',
              item: {
                image: { field: 'enterpriseImg' },
                title: { field: 'goodName' },
                lines: [
                  { field: 'enterpriseName' },
                  { label: '采购量', field: 'purchaseVolume' },
                  {
                    label: '剩余报价时间',
                    field: 'offerHaveTime',
                    when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'ne', value: { value: '0天' } },
                  },
                ],
              },
              open: [{ route: 'cgdetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              actions: [
                {
                  kind: 'form',
                  label: '立即报价',
                  form: 'make-offer',
                  host: { wantBuyId: 'row.id' },
                  when: {
                    any: [
                      { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                      { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'eq', value: { value: '0天' } },
                    ],
                  },
                  gate: { login: '请先登录' },
                  done: {
                    label: '已结束',
                    when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'eq', value: { value: '0天' } },
                  },
                },
              ],
              params: {},
            },
          ],
        },
        {
          label: '我有货',
          blocks: [
            {
              kind: 'list',
              operation: 'listSourceGoods',
              pageSize: 4,
              queryPrefix: 'goods',
              item: {
                image: { field: 'imgs' },
                title: { field: 'memberNickName' },
                lines: [{ field: 'detailedInformation' }, { field: 'crtTime', format: 'date' }],
              },
              open: [{ route: 'prodetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              params: {},
            },
          ],
        },
      ],
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '采购动态',
      operation: 'listPurchaseDynamics',
      pageSize: 7,
      infinite: { delayMs: 1000 },
      item: { title: { field: 'title' }, lines: [{ field: 'crtTime', format: 'dateTime' }] },
      open: [{ route: 'cgdetail', query: { id: 'row.purchaseId' }, gate: { login: '请先登录' } }],
      params: {},
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '茶园用工',
      operation: 'listJobs',
      params: { pageIndex: 2, pageSize: 2, type: 0, status: 1 },
      item: {
        title: { field: 'jobName' },
        lines: [{ field: 'chayuanName' }],
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
      },
      open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
  hideTitle: true,
};
