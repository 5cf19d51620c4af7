// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getContestDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'name' },
      image: { field: 'coverPic' },
      badges: [{ field: 'status', labels: 'contestStatus' }],
      sections: [
        { label: '主办方', field: 'sponsor' },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { test: { ref: 'scope', path: 'status' }, op: 'lt', value: { value: 3 } },
        },
        {
          label: '活动时间',
          template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
          when: { test: { ref: 'scope', path: 'status' }, op: 'gt', value: { value: 2 } },
        },
        { label: '参赛人数', field: 'peopleNum' },
        {
          label: '总投票数',
          field: 'number',
          when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 3 } },
        },
        { label: '评选介绍', field: 'details', as: 'html' },
      ],
      actions: [
        {
          kind: 'form',
          label: '报名',
          form: 'contest-signup',
          when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
          gate: { login: '请先登录' },
          done: { label: '报名中', when: { test: { ref: 'scope', path: 'bmStatus' }, op: 'eq', value: { value: 1 } } },
        },
        {
          kind: 'navigate',
          label: '投票',
          route: 'toupiaoList',
          query: { id: 'record.id' },
          when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 3 } },
        },
        {
          kind: 'navigate',
          label: '查看结果',
          route: 'ranking',
          query: { id: 'record.id' },
          when: { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 4 } },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          on: { params: { joinId: 'record.id', type: '6', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '6', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      blocks: [
        {
          kind: 'comments',
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 4, userId: 'session.userId' },
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
            params: { joinId: 'record.id', type: '4', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '4', level: '1', commentId: 'row.id', userId: 'session.userId' },
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
  sideAt: 'right',
};
