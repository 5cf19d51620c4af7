// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/mySC */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      pageSize: 10,
      params: {},
      queryPrefix: '',
      tabs: [
        {
          card: 'job',
          label: '职位',
          open: [{ query: { id: 'row.id' }, route: 'ysServiceDetail' }],
          operation: 'listJobs',
          params: { collectStatus: 1, userId: 'session.userId' },
        },
        {
          card: 'article',
          label: '文章',
          open: [{ query: { id: 'row.id' }, route: 'leaddetail' }],
          operation: 'findFavorites',
          paging: 'local',
          params: { type: 1, userId: 'session.userId' },
        },
        {
          actions: [
            {
              kind: 'form',
              form: 'feed-answer',
              gate: { login: '请先登录' },
              host: { quizId: 'row.id' },
              label: '写回答',
            },
          ],
          card: 'question',
          label: '问答',
          open: [{ query: { id: 'row.id' }, route: 'twdetail' }],
          operation: 'findFavorites',
          paging: 'local',
          params: { type: 3, userId: 'session.userId' },
        },
        {
          card: 'activity',
          label: '活动',
          open: [
            {
              query: { id: 'row.id' },
              route: 'pbSelectionDetail',
              when: { op: 'eq', test: { path: 'tag', ref: 'row' }, value: { value: 0 } },
            },
            { query: { id: 'row.id' }, route: 'hddetail' },
          ],
          operation: 'listMyLikedActivities',
          paging: { index: 'pageNo', size: 'pageSize' },
          params: { memberId: 'session.userId' },
        },
        {
          actions: [
            {
              kind: 'navigate',
              gate: { login: '请先登录' },
              label: '咨询专家',
              query: { id: 'row.id' },
              route: 'chajiDetail',
            },
          ],
          card: 'expert',
          label: '专家',
          open: [{ query: { id: 'row.id' }, route: 'chajiDetail' }],
          operation: 'myLikeExpert',
          params: { memberid: 'session.userId' },
        },
      ],
    },
  ],
  sideAt: 'right',
};
