// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcureXQ */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'navigate',
          label: '修改',
          query: { id: 'record.id' },
          route: 'pubcInfo',
          when: { op: 'eq', test: { path: 'type', ref: 'query' }, value: { value: '1' } },
        },
        {
          kind: 'call',
          call: { operation: 'deleteMyWantBuy', params: { id: 'record.id' } },
          confirm: '确定要删除吗？',
          label: '删除',
          then: 'back',
          toast: '删除成功!',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'type', ref: 'query' }, value: { value: '1' } },
        },
      ],
      badges: [
        {
          text: '报价中',
          tone: 'success',
          when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 1 } },
        },
        { text: '已结束', when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 0 } } },
      ],
      meta: [{ template: [{ text: '发布于 ' }, { field: 'crtTime' }] }],
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'endTime', label: '报价截止' },
        { field: 'takeDeliveryTime', label: '期望收货' },
        { field: 'contacts', label: '联系人' },
        { field: 'contactInformation', label: '联系方式' },
        { field: 'goodName', label: '产品名称' },
        { field: 'purchaseVolume', label: '采购量' },
        { field: 'address', label: '收货地址' },
        { field: 'offerRequirement', label: '报价要求' },
        { field: 'invoiceRequirement', label: '发票要求' },
        { field: 'transactionMode', label: '交易方式' },
        { field: 'goodDescribe', label: '产品描述', wide: true },
        { field: 'supplement', label: '补充说明', wide: true },
      ],
      title: { field: 'goodName' },
    },
  ],
  sideAt: 'right',
};
