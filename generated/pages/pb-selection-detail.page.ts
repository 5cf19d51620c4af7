// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'form',
          done: { label: '报名中', when: { op: 'eq', test: { path: 'bmStatus', ref: 'scope' }, value: { value: 1 } } },
          form: 'contest-signup',
          gate: { login: '请先登录' },
          label: '报名',
          when: { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
        },
        {
          kind: 'navigate',
          label: '投票',
          query: { id: 'record.id' },
          route: 'toupiaoList',
          when: { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 3 } },
        },
        {
          kind: 'navigate',
          label: '查看结果',
          query: { id: 'record.id' },
          route: 'ranking',
          when: { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 4 } },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      badges: [{ field: 'status', labels: 'contestStatus' }],
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
            params: { joinId: 'record.id', type: 4, userId: 'session.userId' },
          },
          pageSize: 10,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '4', userId: 'session.userId' },
            text: 'message',
          },
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '4', userId: 'session.userId' },
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
      image: { field: 'coverPic' },
      operation: 'getContestDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'sponsor', label: '主办方' },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { op: 'lt', test: { path: 'status', ref: 'scope' }, value: { value: 3 } },
        },
        {
          label: '活动时间',
          template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
          when: { op: 'gt', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
        },
        { field: 'peopleNum', label: '参赛人数' },
        {
          field: 'number',
          label: '总投票数',
          when: { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 3 } },
        },
        { as: 'html', field: 'details', label: '评选介绍' },
      ],
      title: { field: 'name' },
    },
  ],
  sideAt: 'right',
};
