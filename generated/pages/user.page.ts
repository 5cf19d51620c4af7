// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user */
export const page: Page = {
  kind: 'page',
  hideTitle: true,
  main: [
    { kind: 'screen', screen: 'user-home' },
    {
      kind: 'stats',
      anchor: 'stats',
      heading: '数据概览',
      items: [
        { field: 'fans_num', label: '粉丝' },
        { field: 'view_num', label: '阅读' },
        { field: 'like_num', label: '点赞' },
        { field: 'comment_num', label: '评论' },
        { field: 'favorites_num', label: '收藏' },
        { field: 'forward_num', label: '转发' },
      ],
      operation: 'getUserHomeStats',
      params: { userId: 'session.userId' },
    },
    {
      kind: 'list',
      anchor: 'works',
      empty: '暂无数据',
      heading: '我的作品',
      item: {
        badges: [{ field: 'authState', labels: 'authState' }],
        image: { field: 'poster' },
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
            field: 'authRemark',
            label: '驳回原因',
            tone: 'error',
            when: { op: 'eq', test: { path: 'authState', ref: 'scope' }, value: { value: 2 } },
          },
        ],
        title: { field: 'title' },
      },
      open: [
        {
          route: 'workManage',
          when: { op: 'ne', test: { path: 'authState', ref: 'scope' }, value: { value: 1 } },
        },
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
      queryPrefix: 'work',
      tabs: [
        { label: '全部' },
        { label: '文章', params: { memberId: 'session.userId', type: 1, userId: 'session.userId' } },
        { label: '视频', params: { memberId: 'session.userId', type: 2, userId: 'session.userId' } },
        { label: '问答', params: { memberId: 'session.userId', type: 3, userId: 'session.userId' } },
      ],
    },
    {
      kind: 'list',
      actions: [
        {
          kind: 'toggle',
          field: 'isFollow',
          labels: ['关注', '已关注'],
          off: {
            operation: 'deleteConcern',
            params: { joinId: 'row.userId', type: '3', userId: 'session.userId' },
          },
          on: { operation: 'doConcern', params: { joinId: 'row.userId', type: '3', userId: 'session.userId' } },
          toasts: ['关注成功', '取消关注成功'],
        },
      ],
      anchor: 'fans',
      empty: '暂无数据',
      heading: '粉丝',
      item: {
        image: { field: 'memberHeadPic' },
        lines: [{ field: 'info' }, { template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
        title: { field: 'memberNickName' },
      },
      open: [{ query: { id: 'row.userId' }, route: 'yshIndex' }],
      pageSize: 10,
      params: {},
      queryPrefix: 'fans',
      tabs: [
        {
          label: '关注我的',
          operation: 'findConcernForMeData',
          paging: 'local',
          params: { userId: 'session.userId' },
        },
        {
          label: '我关注的',
          operation: 'findMyConcern',
          paging: 'local',
          params: { type: 3, userId: 'session.userId' },
        },
      ],
    },
    {
      kind: 'list',
      anchor: 'visitors',
      columns: 2,
      empty: '暂无访客',
      heading: '最近访客',
      item: {
        image: { field: 'headurl' },
        lines: [{ field: 'visitTime', format: 'ago' }],
        title: { field: 'nickname' },
      },
      open: [{ query: { id: 'row.userId' }, route: 'yshIndex' }],
      operation: 'listMyVisitors',
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
    {
      kind: 'list',
      anchor: 'favourites',
      heading: '我的收藏',
      more: { label: '全部收藏', route: 'mySC' },
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
    { kind: 'form', anchor: 'feedback', form: 'feedback', heading: '意见反馈' },
  ],
  phone: { entries: 'userMenu' },
  sideAt: 'right',
};
