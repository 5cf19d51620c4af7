// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/workManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        {
          kind: 'popover',
          items: [
            { field: 'concernNum', label: '阅读' },
            { field: 'commentNum', label: '评论' },
            { field: 'likes', label: '点赞' },
            { field: 'favoritesNum', label: '收藏' },
          ],
          label: '查看数据',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'authState', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '查看评论',
          query: { work: 'row.id', workType: 'row.type' },
          route: 'commentManage',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'authState', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '编辑',
          query: { id: 'row.id' },
          route: 'pubEssay',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '编辑',
          query: { id: 'row.id' },
          route: 'pubVideo',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        {
          kind: 'form',
          dialogTitle: '编辑问题',
          form: 'edit-question',
          label: '编辑',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
        },
        {
          kind: 'call',
          call: { operation: 'deleteArticle', params: { articleId: 'row.id' } },
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'call',
          call: { operation: 'deleteVideo', params: { videoId: 'row.id' } },
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        {
          kind: 'call',
          call: { operation: 'deleteQuiz', params: { quizId: 'row.id' } },
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
        },
      ],
      empty: '暂无数据',
      filters: [
        {
          kind: 'select',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '已发布', value: 1 },
            { label: '审核中', value: 0 },
            { label: '未通过', value: 2 },
          ],
          param: 'authState',
          query: 'authState',
        },
        { kind: 'dateRange', from: 'starttime', label: '发布日期', query: 'starttime', to: 'endtime' },
        { kind: 'search', label: '标题', param: 'title', query: 'title' },
      ],
      item: {
        badges: [{ field: 'authState', labels: 'authState' }],
        image: { field: 'poster', when: { empty: false, op: 'empty', test: { path: 'poster', ref: 'scope' } } },
        lines: [
          {
            field: 'content',
            label: '最新回答',
            when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
          },
          {
            field: 'authRemark',
            label: '驳回原因',
            tone: 'error',
            when: { op: 'eq', test: { path: 'authState', ref: 'scope' }, value: { value: 2 } },
          },
          { field: 'crtTime' },
          {
            template: [
              { text: '阅读 ' },
              { field: 'concernNum' },
              { text: ' · 点赞 ' },
              { field: 'likes' },
              { text: ' · 评论 ' },
              { field: 'commentNum' },
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
      pageSize: 5,
      params: { memberId: 'session.userId', userId: 'session.userId' },
      queryPrefix: '',
      tabs: [
        { label: '文章', params: { type: 1 } },
        { label: '视频', params: { type: 2 } },
        { label: '问答', params: { type: 3 } },
      ],
      total: '共 {n} 条',
    },
  ],
  sideAt: 'right',
};
