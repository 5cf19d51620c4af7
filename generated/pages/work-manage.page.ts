// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/workManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'findToutiaoByCondition',
      params: { memberId: 'session.userId', userId: 'session.userId' },
      pageSize: 5,
      tabs: [
        { label: '文章', params: { type: 1 } },
        { label: '视频', params: { type: 2 } },
        { label: '问答', params: { type: 3 } },
      ],
      filters: [
        {
          kind: 'select',
          param: 'authState',
          query: 'authState',
          label: '状态',
          options: [
            { label: '全部' },
            { label: '已发布', value: 1 },
            { label: '审核中', value: 0 },
            { label: '未通过', value: 2 },
          ],
        },
        { kind: 'dateRange', label: '发布日期', from: 'starttime', to: 'endtime', query: 'starttime' },
        { kind: 'search', param: 'title', query: 'title', label: '标题' },
      ],
      total: '共 {n} 条',
      item: {
        image: { field: 'poster', when: { test: { ref: 'scope', path: 'poster' }, op: 'empty', empty: false } },
        title: { field: 'title' },
        badges: [{ field: 'authState', labels: 'authState' }],
        lines: [
          {
            label: '最新回答',
            field: 'content',
            when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
          },
          {
            label: '驳回原因',
            field: 'authRemark',
            tone: 'error',
            when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 2 } },
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
      actions: [
        {
          kind: 'popover',
          label: '查看数据',
          variant: 'outlined',
          items: [
            { label: '阅读', field: 'concernNum' },
            { label: '评论', field: 'commentNum' },
            { label: '点赞', field: 'likes' },
            { label: '收藏', field: 'favoritesNum' },
          ],
          when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '查看评论',
          variant: 'outlined',
          route: 'commentManage',
          query: { work: 'row.id', workType: 'row.type' },
          when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '编辑',
          variant: 'outlined',
          route: 'pubEssay',
          query: { id: 'row.id' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '编辑',
          variant: 'outlined',
          route: 'pubVideo',
          query: { id: 'row.id' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        {
          kind: 'form',
          label: '编辑',
          dialogTitle: '编辑问题',
          variant: 'outlined',
          form: 'edit-question',
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
        },
        {
          kind: 'call',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          call: { params: { articleId: 'row.id' }, operation: 'deleteArticle' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'call',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          call: { params: { videoId: 'row.id' }, operation: 'deleteVideo' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        {
          kind: 'call',
          label: '删除',
          serverMessage: true,
          variant: 'text',
          confirm: '删除后内容将无法恢复，确认删除？',
          confirmTitle: '删除',
          call: { params: { quizId: 'row.id' }, operation: 'deleteQuiz' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
