// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcureXQ */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getWantBuy',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'goodName' },
      badges: [
        {
          text: '报价中',
          tone: 'success',
          when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
        },
        { text: '已结束', when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } } },
      ],
      meta: [{ template: [{ text: '发布于 ' }, { field: 'crtTime' }] }],
      sections: [
        { label: '报价截止', field: 'endTime' },
        { label: '期望收货', field: 'takeDeliveryTime' },
        { label: '联系人', field: 'contacts' },
        { label: '联系方式', field: 'contactInformation' },
        { label: '产品名称', field: 'goodName' },
        { label: '采购量', field: 'purchaseVolume' },
        { label: '收货地址', field: 'address' },
        { label: '报价要求', field: 'offerRequirement' },
        { label: '发票要求', field: 'invoiceRequirement' },
        { label: '交易方式', field: 'transactionMode' },
        { label: '产品描述', field: 'goodDescribe', wide: true },
        { label: '补充说明', field: 'supplement', wide: true },
      ],
      actions: [
        {
          kind: 'navigate',
          label: '修改',
          route: 'pubcInfo',
          query: { id: 'record.id' },
          when: { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
        },
        {
          kind: 'call',
          label: '删除',
          toast: '删除成功!',
          then: 'back',
          variant: 'outlined',
          confirm: '确定要删除吗？',
          call: { params: { id: 'record.id' }, operation: 'deleteMyWantBuy' },
          when: { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
        },
      ],
    },
  ],
  sideAt: 'right',
};
