// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /bigDeal/prodetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        { kind: 'reveal', dialog: true, field: 'data.phone', format: 'phone', label: '查看电话' },
        {
          kind: 'copy',
          copied: '复制成功',
          failed: '复制失败，请手动复制',
          label: '复制电话',
          value: 'record.data.phone',
          variant: 'outlined',
        },
      ],
      image: { field: 'data.memberPic' },
      meta: [{ field: 'data.crtTime', format: 'dateTime' }],
      operation: 'getSourceGoods',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'data.people', label: '联系人' },
        { field: 'data.phone', format: 'phone', label: '联系电话' },
        { field: 'data.detailedInformation', label: '商品介绍', wide: true },
        { as: 'images', field: 'data.imgs', label: '商品图片' },
      ],
      title: { template: [{ field: 'data.memberNickName' }, { text: '的供应' }] },
    },
  ],
  side: [
    {
      kind: 'record',
      blocks: [
        {
          kind: 'list',
          except: { id: 'query.id' },
          heading: '他还发布了',
          item: {
            image: { field: 'imgs' },
            lines: [{ field: 'crtTime', format: 'date' }],
            title: { field: 'detailedInformation' },
          },
          open: [{ query: { id: 'row.id' }, route: 'prodetail' }],
          operation: 'listMyReleases',
          params: { memberId: 'record.data.memberId', pageIndex: 1, pageSize: 6 },
          queryPrefix: '',
        },
      ],
      operation: 'getSourceGoods',
      params: { id: 'query.id', userId: 'session.userId' },
    },
  ],
  sideAt: 'left',
};
