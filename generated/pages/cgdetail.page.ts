// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal/cgdetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'form',
          done: {
            label: '已结束',
            when: { op: 'eq', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
          },
          form: 'make-offer',
          gate: { login: '请先登录' },
          host: { wantBuyId: 'record.id' },
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
      meta: [{ field: 'enterpriseName' }, { field: 'crtTime' }],
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'purchaseVolume', label: '采购量' },
        { field: 'endTime', label: '报价截止' },
        { field: 'offerHaveTime', label: '剩余报价时间' },
        { field: 'takeDeliveryTime', label: '期望收货时间' },
        { field: 'address', label: '收货地址' },
        { field: 'transactionMode', label: '交易方式' },
        { field: 'contacts', label: '联系人' },
        { field: 'contactInformation', format: 'phone', label: '联系方式' },
        { field: 'goodDescribe', label: '商品描述', wide: true },
        { field: 'offerRequirement', label: '报价要求', wide: true },
        { field: 'invoiceRequirement', label: '发票要求', wide: true },
        { field: 'supplement', label: '补充说明', wide: true },
      ],
      title: { field: 'goodName' },
    },
  ],
  side: [
    {
      kind: 'record',
      blocks: [
        {
          kind: 'list',
          except: { id: 'query.id' },
          heading: '他的其他采购',
          item: {
            lines: [
              { field: 'purchaseVolume', label: '采购量' },
              { field: 'offerHaveTime', label: '剩余报价时间' },
            ],
            title: { field: 'goodName' },
          },
          open: [{ query: { id: 'row.id' }, route: 'cgdetail' }],
          operation: 'listMyWantBuys',
          params: { memberId: 'record.memberId', pageIndex: 1, pageSize: 6 },
          queryPrefix: '',
        },
      ],
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
    },
  ],
  sideAt: 'left',
};
