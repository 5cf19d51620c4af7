// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /salesList */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'text', text: '销售榜由合作商城运营，本门户不提供该频道的内容。茶叶购销动态请看大宗交易。' },
    { kind: 'links', links: [{ label: '大宗交易', route: 'bigDeal' }] },
  ],
  sideAt: 'right',
};
