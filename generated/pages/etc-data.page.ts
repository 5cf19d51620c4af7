// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/etcData */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'charts',
      empty: '暂无统计',
      figures: [
        { field: 'totals.fans', label: '总粉丝数' },
        { field: 'totals.fansChange', label: '粉丝变化' },
        { field: 'totals.newFans', label: '新增粉丝' },
        { field: 'totals.lostFans', label: '取关粉丝' },
        { field: 'totals.activeFans', label: '活跃粉丝' },
      ],
      items: [
        { kind: 'trend', label: '近{range}天粉丝总数', series: [{ field: 'fans', label: '总粉丝数' }] },
        {
          kind: 'trend',
          label: '近{range}天新增与取关',
          series: [
            { field: 'newFans', label: '新增粉丝' },
            { field: 'lostFans', label: '取关粉丝' },
          ],
        },
        {
          kind: 'pie',
          label: '粉丝性别分布',
          shares: [
            { field: 'gender.male', label: '男' },
            { field: 'gender.female', label: '女' },
            { field: 'gender.unknown', label: '未知' },
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
