// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /search */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              item: {
                badges: [{ field: 'type', labels: 'workType', tone: 'primary' }],
                image: { field: 'poster' },
                lines: [
                  { template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }] },
                  {
                    template: [
                      { text: '阅读 ' },
                      { field: 'views' },
                      { text: ' · 评论 ' },
                      { field: 'commentNum' },
                      { text: ' · 点赞 ' },
                      { field: 'likes' },
                    ],
                  },
                ],
                title: { field: 'title' },
              },
              open: [
                {
                  query: { id: 'row.id' },
                  route: 'twdetail',
                  when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
                },
                {
                  query: { id: 'row.id', type: '2' },
                  route: 'leaddetail',
                  when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
                },
                { query: { id: 'row.id' }, route: 'leaddetail' },
              ],
              operation: 'findToutiaoByCondition',
              pageSize: 6,
              params: { title: 'query.search', userId: 'session.userId' },
              queryPrefix: 'article',
            },
          ],
          label: '文章',
          value: 0,
        },
        {
          blocks: [
            {
              kind: 'list',
              item: {
                badges: [
                  {
                    text: '茶文化节',
                    tone: 'success',
                    when: { op: 'eq', test: { path: 'tag', ref: 'scope' }, value: { value: 1 } },
                  },
                  {
                    text: '评比评选',
                    tone: 'primary',
                    when: { op: 'eq', test: { path: 'tag', ref: 'scope' }, value: { value: 0 } },
                  },
                ],
                image: { field: 'coverPic' },
                lines: [
                  { field: 'sponsor' },
                  {
                    template: [
                      { field: 'startTime', format: 'date' },
                      { text: ' 至 ' },
                      { field: 'endTime', format: 'date' },
                    ],
                  },
                  { field: 'address' },
                ],
                title: { field: 'name' },
              },
              open: [
                {
                  gate: { login: '请先登录' },
                  query: { id: 'row.id' },
                  route: 'hddetail',
                  when: { op: 'eq', test: { path: 'tag', ref: 'scope' }, value: { value: 1 } },
                },
                { gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'pbSelectionDetail' },
              ],
              operation: 'searchActivities',
              pageSize: 6,
              paging: { index: 'pageNo', size: 'pageSize' },
              params: { name: 'query.search' },
              queryPrefix: 'activity',
            },
          ],
          label: '活动',
          value: 1,
        },
        {
          blocks: [
            {
              kind: 'list',
              card: 'job',
              open: [{ gate: { login: '请登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
              operation: 'listJobs',
              pageSize: 6,
              params: { jobName: 'query.search', status: 1 },
              queryPrefix: 'job',
            },
          ],
          label: '职位',
          value: 2,
        },
        {
          blocks: [
            {
              kind: 'list',
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
              columns: 2,
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'chajiDetail' }],
              operation: 'getExpertList',
              pageSize: 6,
              params: { searchName: 'query.search' },
              queryPrefix: 'expert',
            },
          ],
          label: '专家',
          value: 3,
        },
      ],
      query: 'type',
    },
  ],
  sideAt: 'right',
};
