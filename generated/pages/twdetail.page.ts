// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/twdetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'form',
          form: 'feed-answer',
          gate: { login: '请先登录' },
          host: { quizId: 'record.id' },
          label: '写回答',
        },
        {
          kind: 'toggle',
          count: 'likes',
          field: 'isFabulous',
          gate: { login: '请先登录' },
          labels: ['点赞', '已点赞'],
          off: { operation: 'deleteLikes', params: { joinId: 'record.id', type: '1', userId: 'session.userId' } },
          on: { operation: 'doLikes', params: { joinId: 'record.id', type: '1', userId: 'session.userId' } },
        },
        {
          kind: 'toggle',
          field: 'isFavorites',
          gate: { login: '请先登录' },
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '3', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '3', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
        {
          kind: 'toggle',
          field: 'isFollow',
          gate: { login: '请先登录' },
          labels: ['关注作者', '已关注'],
          off: { operation: 'deleteConcern', params: { joinId: 'record.userId', type: '3', userId: 'session.userId' } },
          on: { operation: 'doConcern', params: { joinId: 'record.userId', type: '3', userId: 'session.userId' } },
          toasts: ['关注成功', '取消关注成功'],
          when: { op: 'ne', test: { path: 'userId', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
        },
        {
          kind: 'navigate',
          gate: { login: '请先登录' },
          label: '作者主页',
          query: { id: 'record.userId' },
          route: 'yshIndex',
          variant: 'text',
        },
        {
          kind: 'form',
          form: 'report-content',
          gate: { login: '请先登录' },
          host: { joinId: 'record.id', type: '3' },
          label: '举报',
          variant: 'outlined',
        },
      ],
      blocks: [
        {
          kind: 'list',
          actions: [
            {
              kind: 'call',
              call: { operation: 'markAnswerUseful', params: { answerId: 'row.id', type: 1 } },
              label: '有用',
              serverMessage: true,
              when: {
                all: [
                  { op: 'eq', test: { path: 'status', ref: 'row' }, value: { value: 0 } },
                  { op: 'eq', test: { path: 'userId', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
                ],
              },
            },
            {
              kind: 'call',
              call: { operation: 'markAnswerUseful', params: { answerId: 'row.id', type: 2 } },
              label: '无用',
              serverMessage: true,
              variant: 'outlined',
              when: {
                all: [
                  { op: 'eq', test: { path: 'status', ref: 'row' }, value: { value: 0 } },
                  { op: 'eq', test: { path: 'userId', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
                ],
              },
            },
          ],
          empty: '暂无回答',
          heading: '回答 {commentNum}',
          headingTemplate: [{ text: '回答 ' }, { field: 'commentNum' }],
          item: {
            badges: [
              {
                field: 'status',
                labels: 'answerStatus',
                when: {
                  any: [
                    { op: 'ne', test: { path: 'status', ref: 'scope' }, value: { value: 0 } },
                    { op: 'ne', test: { path: 'userId', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
                  ],
                },
              },
            ],
            lines: [
              { field: 'details' },
              {
                as: 'images',
                field: 'file',
                when: { empty: false, op: 'empty', test: { path: 'file', ref: 'scope' } },
              },
              { field: 'beforTime' },
            ],
            title: { field: 'memberNickName' },
          },
          operation: 'findAnswerByQuiz',
          pageSize: 6,
          params: { memberId: 'session.userId', quizId: 'record.id' },
          queryPrefix: '',
        },
        {
          kind: 'comments',
          delete: {
            confirm: '确定删除这条评论吗？',
            operation: 'deleteMyComment',
            params: { commentId: 'row.id', userId: 'session.userId' },
            when: { op: 'eq', test: { path: 'userId', ref: 'row' }, value: { path: 'userId', ref: 'session' } },
          },
          fields: {
            avatar: 'userurl',
            id: 'id',
            liked: 'islike',
            likes: 'likes',
            name: 'username',
            replies: 'children',
            text: 'message',
            time: 'befortime',
          },
          heading: '评论',
          like: {
            off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
            on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          },
          list: {
            operation: 'findCommentByTypeAndId',
            params: { joinId: 'record.id', type: 3, userId: 'session.userId' },
          },
          pageSize: 10,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '3', userId: 'session.userId' },
            text: 'message',
          },
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '3', userId: 'session.userId' },
            text: 'message',
          },
          texts: {
            collapse: '收起回复',
            delete: '删除',
            empty: '您还没有输入内容哟!',
            like: '赞',
            liked: '已赞',
            loginFirst: '请先登录',
            nameFallback: '昵称',
            none: '暂无评论',
            placeholder: '说点什么…',
            replies: '共{n}条回复',
            reply: '回复',
            replyPlaceholder: '写下你的回复',
            submit: '评论',
          },
        },
      ],
      meta: [
        { field: 'memberNickName' },
        { field: 'crtTime', format: 'date' },
        { template: [{ text: '浏览 ' }, { field: 'views' }, { text: ' · 回答 ' }, { field: 'commentNum' }] },
      ],
      operation: 'findQuizById',
      params: { quizId: 'query.id', userId: 'session.userId' },
      sections: [{ as: 'images', field: 'pictures', wide: true }],
      title: { field: 'details' },
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '茶园用工',
      item: {
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
        lines: [{ field: 'chayuanName' }, { field: 'workYearName' }],
        title: { field: 'jobName' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 2, status: 1, type: 0 },
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '活跃用户',
      item: {
        image: { as: 'avatar', field: 'memberHeadPic' },
        lines: [{ template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
        title: { field: 'memberNickName' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.userId' }, route: 'yshIndex' }],
      operation: 'listRecommendedCreators',
      params: { memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
