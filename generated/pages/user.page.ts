// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user */
export const page: Page = {
  kind: 'page',
  main: [
    { kind: 'screen', screen: 'user-home' },
    {
      kind: 'stats',
      heading: '数据概览',
      params: { userId: 'session.userId' },
      operation: 'getUserHomeStats',
      items: [
        { label: '粉丝', field: 'fans_num' },
        { label: '阅读', field: 'view_num' },
        { label: '点赞', field: 'like_num' },
        { label: '评论', field: 'comment_num' },
        { label: '收藏', field: 'favorites_num' },
        { label: '转发', field: 'forward_num' },
      ],
    },
    {
      kind: 'list',
      heading: '我的作品',
      operation: 'findToutiaoByCondition',
      params: { memberId: 'session.userId', userId: 'session.userId' },
      pageSize: 5,
      queryPrefix: 'work',
      tabs: [
        { label: '全部' },
        { label: '文章', params: { memberId: 'session.userId', userId: 'session.userId', type: 1 } },
        { label: '视频', params: { memberId: 'session.userId', userId: 'session.userId', type: 2 } },
        { label: '问答', params: { memberId: 'session.userId', userId: 'session.userId', type: 3 } },
      ],
      item: {
        image: { field: 'poster' },
        title: { field: 'title' },
        badges: [{ field: 'authState', labels: 'authState' }],
        lines: [
          { field: 'crtTime', format: 'dateTime' },
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
          {
            label: '驳回原因',
            field: 'authRemark',
            tone: 'error',
            when: { test: { ref: 'scope', path: 'authState' }, op: 'eq', value: { value: 2 } },
          },
        ],
      },
      open: [
        {
          route: 'workManage',
          when: { test: { ref: 'scope', path: 'authState' }, op: 'ne', value: { value: 1 } },
        },
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
      empty: '暂无数据',
    },
    {
      kind: 'list',
      heading: '粉丝',
      pageSize: 10,
      queryPrefix: 'fans',
      tabs: [
        {
          label: '关注我的',
          operation: 'findConcernForMeData',
          params: { userId: 'session.userId' },
          paging: 'local',
        },
        {
          label: '我关注的',
          operation: 'findMyConcern',
          params: { type: 3, userId: 'session.userId' },
          paging: 'local',
        },
      ],
      item: {
        image: { field: 'memberHeadPic' },
        title: { field: 'memberNickName' },
        lines: [{ field: 'info' }, { template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
      },
      open: [{ route: 'yshIndex', query: { id: 'row.userId' } }],
      actions: [
        {
          kind: 'toggle',
          field: 'isFollow',
          on: { params: { joinId: 'row.userId', type: '3', userId: 'session.userId' }, operation: 'doConcern' },
          off: {
            params: { joinId: 'row.userId', type: '3', userId: 'session.userId' },
            operation: 'deleteConcern',
          },
          labels: ['关注', '已关注'],
          toasts: ['关注成功', '取消关注成功'],
        },
      ],
      empty: '暂无数据',
      params: {},
    },
    {
      kind: 'list',
      heading: '最近访客',
      operation: 'listMyVisitors',
      params: { userId: 'session.userId' },
      columns: 2,
      item: {
        image: { field: 'headurl' },
        title: { field: 'nickname' },
        lines: [{ field: 'visitTime', format: 'ago' }],
      },
      open: [{ route: 'yshIndex', query: { id: 'row.userId' } }],
      empty: '暂无访客',
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '我的收藏',
      more: { label: '全部收藏', route: 'mySC' },
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
    { kind: 'form', heading: '意见反馈', anchor: 'feedback', form: 'feedback' },
  ],
  sideAt: 'right',
  hideTitle: true,
};
