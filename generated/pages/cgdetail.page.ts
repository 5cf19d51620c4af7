// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal/cgdetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'goodName' },
      meta: [{ field: 'enterpriseName' }, { field: 'crtTime' }],
      actions: [
        {
          kind: 'form',
          label: '立即报价',
          form: 'make-offer',
          host: { wantBuyId: 'record.id' },
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
      sections: [
        { label: '采购量', field: 'purchaseVolume' },
        { label: '报价截止', field: 'endTime' },
        { label: '剩余报价时间', field: 'offerHaveTime' },
        { label: '期望收货时间', field: 'takeDeliveryTime' },
        { label: '收货地址', field: 'address' },
        { label: '交易方式', field: 'transactionMode' },
        { label: '联系人', field: 'contacts' },
        { label: '联系方式', field: 'contactInformation', format: 'phone' },
        { label: '商品描述', field: 'goodDescribe', wide: true },
        { label: '报价要求', field: 'offerRequirement', wide: true },
        { label: '发票要求', field: 'invoiceRequirement', wide: true },
        { label: '补充说明', field: 'supplement', wide: true },
      ],
    },
  ],
  side: [
    {
      kind: 'record',
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
      blocks: [
        {
          kind: 'list',
          heading: '他的其他采购',
          operation: 'listMyWantBuys',
          params: { memberId: 'record.memberId', pageIndex: 1, pageSize: 6 },
          item: {
            title: { field: 'goodName' },
            lines: [{ label: '采购量', field: 'purchaseVolume' }, { label: '剩余报价时间', field: 'offerHaveTime' }],
          },
          open: [{ route: 'cgdetail', query: { id: 'row.id' } }],
          queryPrefix: '',
        },
      ],
    },
  ],
  sideAt: 'left',
};
