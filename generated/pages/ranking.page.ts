// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/ranking */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'text', text: '综合得分 = 观众投票得分 × 40% + 专家评分 × 60%（满分 10 分），得分高者在前。' },
    {
      kind: 'list',
      columns: 3,
      empty: '暂无排名',
      heading: '前三名',
      item: {
        image: { field: 'coverPic' },
        layout: 'tile',
        lines: [
          {
            template: [
              { text: '综合得分 ' },
              { field: 'score' },
              { text: ' · 票数 ' },
              { field: 'number' },
              { text: ' · 专家 ' },
              { field: 'expertScore' },
            ],
          },
        ],
        title: { template: [{ text: '第' }, { field: 'rank' }, { text: '名 ' }, { field: 'name' }] },
      },
      operation: 'getContestRanking',
      params: { activityId: 'query.id', pageNo: 1, pageSize: 1000 },
      queryPrefix: '',
      slice: { from: 0, to: 3 },
    },
    {
      kind: 'list',
      empty: ' ',
      item: {
        aside: { template: [{ field: 'score' }, { text: ' 分' }] },
        lines: [
          { template: [{ text: '票数 ' }, { field: 'number' }, { text: ' · 专家评分 ' }, { field: 'expertScore' }] },
        ],
        title: { template: [{ field: 'rank', format: 'rank' }, { text: '  ' }, { field: 'name' }] },
      },
      operation: 'getContestRanking',
      params: { activityId: 'query.id', pageNo: 1, pageSize: 1000 },
      queryPrefix: '',
      slice: { from: 3 },
    },
  ],
  sideAt: 'right',
};
