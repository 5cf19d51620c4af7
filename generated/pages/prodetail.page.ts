// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal/prodetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getSourceGoods',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { template: [{ field: 'data.memberNickName' }, { text: '的供应' }] },
      image: { field: 'data.memberPic' },
      meta: [{ field: 'data.crtTime', format: 'dateTime' }],
      sections: [
        { label: '联系人', field: 'data.people' },
        { label: '商品介绍', field: 'data.detailedInformation', wide: true },
        { label: '商品图片', field: 'data.imgs', as: 'images' },
      ],
      actions: [
        { kind: 'reveal', label: '查看电话', field: 'data.phone', format: 'phone' },
        {
          kind: 'copy',
          label: '复制电话',
          variant: 'outlined',
          value: 'record.data.phone',
          failed: '复制失败，请手动复制',
          copied: '复制成功',
        },
      ],
    },
  ],
  side: [
    {
      kind: 'record',
      operation: 'getSourceGoods',
      params: { id: 'query.id', userId: 'session.userId' },
      blocks: [
        {
          kind: 'list',
          heading: '他还发布了',
          operation: 'listMyReleases',
          params: { memberId: 'record.data.memberId', pageIndex: 1, pageSize: 6 },
          item: {
            image: { field: 'imgs' },
            title: { field: 'detailedInformation' },
            lines: [{ field: 'crtTime', format: 'date' }],
          },
          open: [{ route: 'prodetail', query: { id: 'row.id' } }],
          queryPrefix: '',
        },
      ],
    },
  ],
  sideAt: 'left',
};
