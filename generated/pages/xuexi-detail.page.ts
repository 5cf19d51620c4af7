// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/xuexiDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'toggle',
          count: 'likes',
          field: 'isFabulous',
          gate: { login: '请先登录' },
          labels: ['点赞', '已点赞'],
          off: { operation: 'deleteLikes', params: { joinId: 'record.id', type: '4', userId: 'session.userId' } },
          on: { operation: 'doLikes', params: { joinId: 'record.id', type: '4', userId: 'session.userId' } },
        },
        {
          kind: 'toggle',
          field: 'isLike',
          gate: { login: '请先登录' },
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '8', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '8', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
        {
          kind: 'form',
          form: 'report-content',
          gate: { login: '请先登录' },
          host: { joinId: 'record.id', type: '7' },
          label: '举报',
          variant: 'outlined',
        },
      ],
      blocks: [
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
            params: { joinId: 'record.id', type: 7, userId: 'session.userId' },
          },
          pageSize: 10,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '7', userId: 'session.userId' },
            text: 'message',
          },
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '7', userId: 'session.userId' },
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
      meta: [{ field: 'createTime', format: 'date' }, { template: [{ text: '播放 ' }, { field: 'views' }] }],
      operation: 'studyVideoDetail',
      params: { id: 'query.id', memberId: 'session.userId' },
      sections: [
        { as: 'video', field: 'video', wide: true },
        { as: 'html', field: 'details' },
      ],
      title: { field: 'title' },
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
