// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /flowerMarket */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'text',
      text: '花卉市场由合作平台运营，本门户不提供该频道的内容。茶叶与茶器的购销请到大宗交易发布采购或商品。',
    },
    {
      kind: 'links',
      links: [
        { label: '大宗交易', route: 'bigDeal' },
        { label: '发布商品', route: 'pubPro' },
      ],
    },
  ],
  sideAt: 'right',
};
