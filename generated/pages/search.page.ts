// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /search */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      query: 'type',
      items: [
        {
          label: '文章',
          value: 0,
          blocks: [
            {
              kind: 'list',
              operation: 'findToutiaoByCondition',
              params: { title: 'query.search', userId: 'session.userId' },
              pageSize: 6,
              queryPrefix: 'article',
              item: {
                image: { field: 'poster' },
                title: { field: 'title' },
                badges: [{ field: 'type', labels: 'workType', tone: 'primary' }],
                lines: [
                  {
                    template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'date' }],
                  },
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
              },
              open: [
                {
                  route: 'twdetail',
                  query: { id: 'row.id' },
                  when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
                },
                {
                  route: 'leaddetail',
                  query: { id: 'row.id', type: '2' },
                  when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
                },
                { route: 'leaddetail', query: { id: 'row.id' } },
              ],
            },
          ],
        },
        {
          label: '活动',
          value: 1,
          blocks: [
            {
              kind: 'list',
              operation: 'searchActivities',
              params: { name: 'query.search' },
              paging: { index: 'pageNo', size: 'pageSize' },
              pageSize: 6,
              queryPrefix: 'activity',
              item: {
                image: { field: 'coverPic' },
                title: { field: 'name' },
                badges: [
                  {
                    text: '茶文化节',
                    tone: 'success',
                    when: { test: { ref: 'scope', path: 'tag' }, op: 'eq', value: { value: 1 } },
                  },
                  {
                    text: '评比评选',
                    tone: 'primary',
                    when: { test: { ref: 'scope', path: 'tag' }, op: 'eq', value: { value: 0 } },
                  },
                ],
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
              },
              open: [
                {
                  route: 'hddetail',
                  query: { id: 'row.id' },
                  when: { test: { ref: 'scope', path: 'tag' }, op: 'eq', value: { value: 1 } },
                  gate: { login: '请先登录' },
                },
                { route: 'pbSelectionDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } },
              ],
            },
          ],
        },
        {
          label: '职位',
          value: 2,
          blocks: [
            {
              kind: 'list',
              operation: 'listJobs',
              params: { jobName: 'query.search', status: 1 },
              pageSize: 6,
              queryPrefix: 'job',
              card: 'job',
              open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请登录' } }],
            },
          ],
        },
        {
          label: '专家',
          value: 3,
          blocks: [
            {
              kind: 'list',
              operation: 'getExpertList',
              params: { searchName: 'query.search' },
              pageSize: 6,
              queryPrefix: 'expert',
              columns: 2,
              card: 'expert',
              open: [{ route: 'chajiDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
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
        },
      ],
    },
  ],
  sideAt: 'right',
};
