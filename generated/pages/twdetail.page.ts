// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/twdetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'findQuizById',
      params: { quizId: 'query.id', userId: 'session.userId' },
      title: { field: 'details' },
      meta: [
        { field: 'memberNickName' },
        { field: 'crtTime', format: 'date' },
        { template: [{ text: '浏览 ' }, { field: 'views' }, { text: ' · 回答 ' }, { field: 'commentNum' }] },
      ],
      sections: [{ field: 'pictures', as: 'images', wide: true }],
      actions: [
        {
          kind: 'form',
          label: '写回答',
          form: 'feed-answer',
          host: { quizId: 'record.id' },
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'isFabulous',
          on: { params: { joinId: 'record.id', type: '1', userId: 'session.userId' }, operation: 'doLikes' },
          off: { params: { joinId: 'record.id', type: '1', userId: 'session.userId' }, operation: 'deleteLikes' },
          labels: ['点赞', '已点赞'],
          count: 'likes',
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'isFavorites',
          on: { params: { joinId: 'record.id', type: '3', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '3', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'isFollow',
          on: { params: { joinId: 'record.userId', type: '3', userId: 'session.userId' }, operation: 'doConcern' },
          off: {
            params: { joinId: 'record.userId', type: '3', userId: 'session.userId' },
            operation: 'deleteConcern',
          },
          labels: ['关注作者', '已关注'],
          toasts: ['关注成功', '取消关注成功'],
          when: { test: { ref: 'record', path: 'userId' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
          gate: { login: '请先登录' },
        },
        {
          kind: 'navigate',
          label: '作者主页',
          variant: 'text',
          route: 'yshIndex',
          query: { id: 'record.userId' },
          gate: { login: '请先登录' },
        },
        {
          kind: 'form',
          label: '举报',
          variant: 'outlined',
          form: 'report-content',
          host: { joinId: 'record.id', type: '3' },
          gate: { login: '请先登录' },
        },
      ],
      blocks: [
        {
          kind: 'list',
          heading: '回答 {commentNum}',
          headingTemplate: [{ text: '回答 ' }, { field: 'commentNum' }],
          operation: 'findAnswerByQuiz',
          params: { quizId: 'record.id', memberId: 'session.userId' },
          pageSize: 6,
          item: {
            title: { field: 'memberNickName' },
            badges: [
              {
                field: 'status',
                labels: 'answerStatus',
                when: {
                  any: [
                    { test: { ref: 'scope', path: 'status' }, op: 'ne', value: { value: 0 } },
                    {
                      test: { ref: 'record', path: 'userId' },
                      op: 'ne',
                      value: { ref: 'session', path: 'userId' },
                    },
                  ],
                },
              },
            ],
            lines: [
              { field: 'details' },
              {
                field: 'file',
                as: 'images',
                when: { test: { ref: 'scope', path: 'file' }, op: 'empty', empty: false },
              },
              { field: 'beforTime' },
            ],
          },
          actions: [
            {
              kind: 'call',
              label: '有用',
              serverMessage: true,
              call: { params: { answerId: 'row.id', type: 1 }, operation: 'markAnswerUseful' },
              when: {
                all: [
                  { test: { ref: 'row', path: 'status' }, op: 'eq', value: { value: 0 } },
                  {
                    test: { ref: 'record', path: 'userId' },
                    op: 'eq',
                    value: { ref: 'session', path: 'userId' },
                  },
                ],
              },
            },
            {
              kind: 'call',
              label: '无用',
              serverMessage: true,
              variant: 'outlined',
              call: { params: { answerId: 'row.id', type: 2 }, operation: 'markAnswerUseful' },
              when: {
                all: [
                  { test: { ref: 'row', path: 'status' }, op: 'eq', value: { value: 0 } },
                  {
                    test: { ref: 'record', path: 'userId' },
                    op: 'eq',
                    value: { ref: 'session', path: 'userId' },
                  },
                ],
              },
            },
          ],
          empty: '暂无回答',
          queryPrefix: '',
        },
        {
          kind: 'comments',
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 3, userId: 'session.userId' },
            operation: 'findCommentByTypeAndId',
          },
          pageSize: 10,
          fields: {
            id: 'id',
            avatar: 'userurl',
            name: 'username',
            text: 'message',
            time: 'befortime',
            replies: 'children',
            likes: 'likes',
            liked: 'islike',
          },
          submit: {
            params: { joinId: 'record.id', type: '3', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '3', level: '1', commentId: 'row.id', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          like: {
            on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
            off: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'deleteLikes' },
          },
          delete: {
            params: { commentId: 'row.id', userId: 'session.userId' },
            operation: 'deleteMyComment',
            confirm: '确定删除这条评论吗？',
            when: { test: { ref: 'row', path: 'userId' }, op: 'eq', value: { ref: 'session', path: 'userId' } },
          },
          serverMessage: true,
          texts: {
            reply: '回复',
            like: '赞',
            liked: '已赞',
            delete: '删除',
            loginFirst: '请先登录',
            placeholder: '说点什么…',
            submit: '评论',
            replyPlaceholder: '写下你的回复',
            empty: '您还没有输入内容哟!',
            replies: '共{n}条回复',
            collapse: '收起回复',
            nameFallback: '昵称',
            none: '暂无评论',
          },
        },
      ],
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '茶园用工',
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 2, type: 0, status: 1 },
      item: {
        title: { field: 'jobName' },
        lines: [{ field: 'chayuanName' }, { field: 'workYearName' }],
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
      },
      open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '活跃用户',
      operation: 'listRecommendedCreators',
      params: { memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      item: {
        image: { field: 'memberHeadPic' },
        title: { field: 'memberNickName' },
        lines: [{ template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
      },
      open: [{ route: 'yshIndex', query: { id: 'row.userId' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
