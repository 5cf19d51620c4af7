// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/etcData */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'text', text: '数据每日14:00前更新前一日数据' },
    {
      kind: 'charts',
      figures: true,
      items: [
        { kind: 'trend', data: 'totals', label: '近{range}天粉丝总数（示例数据）' },
        { kind: 'trend', data: 'changes', label: '近{range}天新增与取关（示例数据）' },
        { kind: 'pie', data: 'gender', label: '粉丝性别分布（示例数据）' },
      ],
      note: '示例数据',
      ranges: [7, 30],
      sample: 'fans',
    },
  ],
  sideAt: 'right',
};
