// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal */
export const page: Page = {
  kind: 'page',
  hideTitle: true,
  main: [
    {
      kind: 'carousel',
      height: 300,
      image: 'picUrl',
      interval: 3000,
      open: [
        {
          kind: 'navigate',
          query: { id: 'row.purchaseId' },
          route: 'cgdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        { kind: 'navigate', query: { index: 'row._index', type: 1 }, route: 'bannerDetail' },
      ],
      operation: 'listTradeBanners',
      params: { plattype: 0 },
    },
    {
      kind: 'buttons',
      actions: [
        { kind: 'navigate', gate: { login: '请先登录', realName: true }, label: '发布采购', route: 'pubcInfo' },
        {
          kind: 'navigate',
          gate: {
            login: '请先登录',
            realName: { pending: '请等待审核通过', required: '发布商品前需要先完成实名认证' },
          },
          label: '发布商品',
          route: 'pubPro',
          variant: 'outlined',
        },
      ],
    },
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'form',
                  done: {
                    label: '已结束',
                    when: { op: 'eq', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
                  },
                  form: 'make-offer',
                  gate: { login: '请先登录' },
                  host: { wantBuyId: 'row.id' },
                  label: '立即报价',
                  when: {
                    all: [
                      {
                        any: [
                          { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 1 } },
                          { op: 'eq', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
                        ],
                      },
                      { op: 'ne', test: { path: 'memberId', ref: 'scope' }, value: { path: 'userId', ref: 'session' } },
                    ],
                  },
                },
              ],
              item: {
                image: { field: 'enterpriseImg' },
                lines: [
                  { field: 'enterpriseName' },
                  { field: 'purchaseVolume', label: '采购量' },
                  {
                    field: 'offerHaveTime',
                    label: '剩余报价时间',
                    when: { op: 'ne', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
                  },
                ],
                title: { field: 'goodName' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'cgdetail' }],
              operation: 'listWantBuys',
              pageSize: 4,
              params: {},
              phoneColumns: 2,
              queryPrefix: 'buy',
            },
          ],
          label: '我要买',
        },
        {
          blocks: [
            {
              kind: 'list',
              item: {
                image: { field: 'imgs' },
                lines: [{ field: 'detailedInformation' }, { field: 'crtTime', format: 'date' }],
                title: { field: 'memberNickName' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'prodetail' }],
              operation: 'listSourceGoods',
              pageSize: 4,
              params: {},
              phoneColumns: 2,
              queryPrefix: 'goods',
            },
          ],
          label: '我有货',
        },
      ],
      query: 'tab',
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '采购动态',
      infinite: { delayMs: 1000 },
      item: { lines: [{ field: 'crtTime', format: 'dateTime' }], title: { field: 'title' } },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.purchaseId' }, route: 'cgdetail' }],
      operation: 'listPurchaseDynamics',
      pageSize: 7,
      params: {},
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '茶园用工',
      item: {
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
        lines: [{ field: 'chayuanName' }],
        title: { field: 'jobName' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      params: { pageIndex: 2, pageSize: 2, status: 1, type: 0 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
