// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture/showRoom */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getActivityEnterpriseList',
      params: { activityId: 'query.id' },
      paging: { index: 'pageNo', size: 'pageSize' },
      pageSize: 4,
      columns: 2,
      item: {
        image: { field: 'companyPic' },
        title: { field: 'name' },
        lines: [
          { label: '负责人', field: 'chargeperson' },
          { label: '联系电话', field: 'phone', format: 'phone' },
          {
            template: [{ text: '浏览 ' }, { field: 'viewsNumber' }, { text: ' · 点赞 ' }, { field: 'likeNumber' }],
          },
        ],
      },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
