// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/myProcure */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'navigate',
                  label: '查看报价商家',
                  query: { id: 'row.id' },
                  route: 'myProcuresj',
                  variant: 'outlined',
                },
                {
                  kind: 'navigate',
                  label: '查看求购详情',
                  query: { id: 'row.id', type: 1 },
                  route: 'myProcureXQ',
                  variant: 'outlined',
                },
                {
                  kind: 'call',
                  call: { operation: 'deleteMyWantBuy', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                },
              ],
              empty: '暂无数据',
              item: {
                badges: [
                  {
                    text: '报价中',
                    tone: 'success',
                    when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 1 } },
                  },
                  { text: '已结束', when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 0 } } },
                ],
                lines: [
                  { field: 'purchaseVolume', label: '采购量' },
                  { field: 'endTime', label: '报价截止' },
                  { field: 'crtTime', label: '发布时间' },
                ],
                title: { field: 'goodName' },
              },
              operation: 'listMyWantBuys',
              pageSize: 5,
              params: { memberId: 'session.userId' },
              queryPrefix: 'buy',
            },
          ],
          label: '我的采购',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                { kind: 'navigate', label: '查看', query: { id: 'row.id' }, route: 'prodetail', variant: 'outlined' },
                { kind: 'navigate', label: '修改', query: { id: 'row.id' }, route: 'pubPro', variant: 'outlined' },
                {
                  kind: 'call',
                  call: { operation: 'deleteMyRelease', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                },
              ],
              empty: '暂无数据',
              item: {
                image: { field: 'imgs' },
                lines: [
                  { field: 'people', label: '联系人' },
                  { field: 'phone', format: 'phone', label: '联系方式' },
                  { field: 'crtTime', label: '发布时间' },
                ],
                title: { field: 'detailedInformation' },
              },
              operation: 'listMyReleases',
              pageSize: 5,
              params: { memberId: 'session.userId' },
              queryPrefix: 'goods',
            },
          ],
          label: '我的发布',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'form',
                  dialogTitle: '报价信息',
                  form: 'modify-offer',
                  label: '修改报价',
                  when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 1 } },
                },
                {
                  kind: 'navigate',
                  label: '查看求购详情',
                  query: { id: 'row.wantBuyId', type: 2 },
                  route: 'myProcureXQ',
                  variant: 'outlined',
                },
                {
                  kind: 'call',
                  call: { operation: 'deleteMyOffer', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'text',
                },
              ],
              empty: '暂无数据',
              item: {
                aside: { field: 'offerPrice', format: 'yuan' },
                badges: [
                  {
                    text: '报价中',
                    tone: 'success',
                    when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 1 } },
                  },
                  { text: '已结束', when: { op: 'eq', test: { path: 'isOffer', ref: 'scope' }, value: { value: 0 } } },
                ],
                lines: [
                  { field: 'enterpriseName', label: '采购方' },
                  { field: 'business', label: '报价商家' },
                  {
                    label: '联系人',
                    template: [
                      { field: 'people' },
                      { text: '（' },
                      { field: 'phone', format: 'phone' },
                      { text: '）' },
                    ],
                  },
                  { field: 'crtTime', label: '报价时间' },
                ],
                title: { field: 'goodName' },
              },
              operation: 'listMyOffers',
              pageSize: 5,
              params: { memberId: 'session.userId' },
              queryPrefix: 'offer',
            },
          ],
          label: '我的报价',
        },
      ],
      query: 'tab',
    },
  ],
  sideAt: 'right',
};
