// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture/showRoom */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      columns: 2,
      item: {
        image: { field: 'companyPic' },
        lines: [
          { field: 'chargeperson', label: '负责人' },
          { field: 'phone', format: 'phone', label: '联系电话' },
          { template: [{ text: '浏览 ' }, { field: 'viewsNumber' }, { text: ' · 点赞 ' }, { field: 'likeNumber' }] },
        ],
        title: { field: 'name' },
      },
      operation: 'getActivityEnterpriseList',
      pageSize: 4,
      paging: { index: 'pageNo', size: 'pageSize' },
      params: { activityId: 'query.id' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
