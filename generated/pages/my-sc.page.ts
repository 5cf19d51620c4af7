// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/mySC */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      pageSize: 10,
      tabs: [
        {
          label: '职位',
          operation: 'listJobs',
          params: { collectStatus: 1, userId: 'session.userId' },
          card: 'job',
          open: [{ route: 'ysServiceDetail', query: { id: 'row.id' } }],
        },
        {
          label: '文章',
          operation: 'findFavorites',
          params: { type: 1, userId: 'session.userId' },
          paging: 'local',
          card: 'article',
          open: [{ route: 'leaddetail', query: { id: 'row.id' } }],
        },
        {
          label: '问答',
          operation: 'findFavorites',
          params: { type: 3, userId: 'session.userId' },
          paging: 'local',
          card: 'question',
          open: [{ route: 'twdetail', query: { id: 'row.id' } }],
          actions: [
            {
              kind: 'form',
              label: '写回答',
              form: 'feed-answer',
              host: { quizId: 'row.id' },
              gate: { login: '请先登录' },
            },
          ],
        },
        {
          label: '活动',
          operation: 'listMyLikedActivities',
          params: { memberId: 'session.userId' },
          paging: { index: 'pageNo', size: 'pageSize' },
          card: 'activity',
          open: [
            {
              route: 'pbSelectionDetail',
              query: { id: 'row.id' },
              when: { test: { ref: 'row', path: 'tag' }, op: 'eq', value: { value: 0 } },
            },
            { route: 'hddetail', query: { id: 'row.id' } },
          ],
        },
        {
          label: '专家',
          operation: 'myLikeExpert',
          params: { memberid: 'session.userId' },
          card: 'expert',
          open: [{ route: 'chajiDetail', query: { id: 'row.id' } }],
          actions: [
            {
              kind: 'navigate',
              label: '咨询专家',
              route: 'chajiDetail',
              query: { id: 'row.id' },
              gate: { login: '请先登录' },
            },
          ],
        },
      ],
      params: {},
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
