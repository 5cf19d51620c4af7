// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /honorHall */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      columns: 4,
      filters: [
        {
          kind: 'tabs',
          default: 2,
          label: '荣誉类别',
          options: [
            { label: '国茶工艺大师', value: 1 },
            { label: '制茶大师', value: 2 },
            { label: '领军人物', value: 3 },
          ],
          param: 'type',
          query: 'type',
        },
      ],
      item: {
        badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
        image: { field: 'imgPic' },
        layout: 'tile',
        lines: [{ field: 'personalProfile' }],
        title: { field: 'realName' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'honorHallDetail' }],
      operation: 'getHonourList',
      pageSize: 8,
      params: {},
      phoneColumns: 2,
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
