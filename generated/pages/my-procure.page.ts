// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcure */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      query: 'tab',
      items: [
        {
          label: '我的采购',
          blocks: [
            {
              kind: 'list',
              operation: 'listMyWantBuys',
              params: { memberId: 'session.userId' },
              pageSize: 5,
              queryPrefix: 'buy',
              item: {
                title: { field: 'goodName' },
                badges: [
                  {
                    text: '报价中',
                    tone: 'success',
                    when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                  },
                  {
                    text: '已结束',
                    when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } },
                  },
                ],
                lines: [
                  { label: '采购量', field: 'purchaseVolume' },
                  { label: '报价截止', field: 'endTime' },
                  { label: '发布时间', field: 'crtTime' },
                ],
              },
              actions: [
                {
                  kind: 'navigate',
                  label: '查看报价商家',
                  variant: 'outlined',
                  route: 'myProcuresj',
                  query: { id: 'row.id' },
                },
                {
                  kind: 'navigate',
                  label: '查看求购详情',
                  variant: 'outlined',
                  route: 'myProcureXQ',
                  query: { id: 'row.id', type: 1 },
                },
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteMyWantBuy' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
        {
          label: '我的发布',
          blocks: [
            {
              kind: 'list',
              operation: 'listMyReleases',
              params: { memberId: 'session.userId' },
              pageSize: 5,
              queryPrefix: 'goods',
              item: {
                image: { field: 'imgs' },
                title: { field: 'detailedInformation' },
                lines: [
                  { label: '联系人', field: 'people' },
                  { label: '联系方式', field: 'phone', format: 'phone' },
                  { label: '发布时间', field: 'crtTime' },
                ],
              },
              actions: [
                {
                  kind: 'navigate',
                  label: '查看',
                  variant: 'outlined',
                  route: 'prodetail',
                  query: { id: 'row.id' },
                },
                {
                  kind: 'navigate',
                  label: '修改',
                  variant: 'outlined',
                  route: 'pubPro',
                  query: { id: 'row.id' },
                },
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteMyRelease' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
        {
          label: '我的报价',
          blocks: [
            {
              kind: 'list',
              operation: 'listMyOffers',
              params: { memberId: 'session.userId' },
              pageSize: 5,
              queryPrefix: 'offer',
              item: {
                title: { field: 'goodName' },
                badges: [
                  {
                    text: '报价中',
                    tone: 'success',
                    when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                  },
                  {
                    text: '已结束',
                    when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 0 } },
                  },
                ],
                lines: [
                  { label: '采购方', field: 'enterpriseName' },
                  { label: '报价商家', field: 'business' },
                  {
                    label: '联系人',
                    template: [{ field: 'people' }, { text: '（' }, { field: 'phone', format: 'phone' }, { text: '）' }],
                  },
                  { label: '报价时间', field: 'crtTime' },
                ],
                aside: { field: 'offerPrice', format: 'yuan' },
              },
              actions: [
                {
                  kind: 'form',
                  label: '修改报价',
                  dialogTitle: '报价信息',
                  form: 'modify-offer',
                  when: { test: { ref: 'scope', path: 'isOffer' }, op: 'eq', value: { value: 1 } },
                },
                {
                  kind: 'navigate',
                  label: '查看求购详情',
                  variant: 'outlined',
                  route: 'myProcureXQ',
                  query: { id: 'row.wantBuyId', type: 2 },
                },
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteMyOffer' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
      ],
    },
  ],
  sideAt: 'right',
};
