// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /honorHall */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getHonourList',
      pageSize: 8,
      columns: 4,
      filters: [
        {
          kind: 'tabs',
          param: 'type',
          query: 'type',
          label: '荣誉类别',
          default: 2,
          options: [{ label: '国茶工艺大师', value: 1 }, { label: '制茶大师', value: 2 }, { label: '领军人物', value: 3 }],
        },
      ],
      item: {
        layout: 'tile',
        image: { field: 'imgPic' },
        title: { field: 'realName' },
        badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
        lines: [{ field: 'personalProfile' }],
      },
      open: [{ route: 'honorHallDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
