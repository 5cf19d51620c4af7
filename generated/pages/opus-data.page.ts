// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/opusData */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'charts',
      empty: '暂无统计',
      figures: [
        { field: 'totals.reads', label: '阅读量' },
        { field: 'totals.fanReads', label: '粉丝阅读量' },
        { field: 'totals.likes', label: '点赞量' },
        { field: 'totals.comments', label: '评论量' },
        { field: 'totals.favourites', label: '收藏量' },
      ],
      items: [
        {
          kind: 'trend',
          label: '近{range}天作品数据趋势',
          series: [
            { field: 'reads', label: '阅读量' },
            { field: 'fanReads', label: '粉丝阅读量' },
            { field: 'likes', label: '点赞量' },
            { field: 'comments', label: '评论量' },
            { field: 'favourites', label: '收藏量' },
          ],
        },
      ],
      operation: 'getCreatorFigures',
      params: {},
      range: 'days',
      ranges: [7, 30],
      rows: 'days',
      x: 'date',
    },
  ],
  sideAt: 'right',
};
