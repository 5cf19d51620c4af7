// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /allclass */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'text', text: '全部分类由合作商城运营，本门户不提供该频道的内容。门户内的频道如下：' },
    {
      kind: 'links',
      links: [
        { label: '茶园用工', route: 'yslist' },
        { label: '云赏头条', route: 'leadNews' },
        { label: '大宗交易', route: 'bigDeal' },
        { label: '茶文化节', route: 'chaCulture' },
        { label: '评比评选', route: 'pbSelection' },
        { label: '荣誉殿堂', route: 'honorHall' },
      ],
    },
  ],
  sideAt: 'right',
};
