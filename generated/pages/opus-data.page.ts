// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/opusData */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'text', text: '数据每日14:00前更新前一日数据' },
    {
      kind: 'charts',
      figures: true,
      items: [{ kind: 'trend', data: 'works', label: '近{range}天作品数据趋势（示例数据）' }],
      note: '示例数据',
      ranges: [7, 30],
      sample: 'works',
    },
  ],
  sideAt: 'right',
};
