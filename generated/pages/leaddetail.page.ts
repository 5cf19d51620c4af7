// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/leaddetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'touTiaoDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'title' },
      meta: [
        { field: 'memberNickName' },
        { field: 'crtTime', format: 'date' },
        { template: [{ text: '阅读 ' }, { field: 'views' }] },
        { field: 'laiYuan', when: { test: { ref: 'scope', path: 'laiYuan' }, op: 'empty', empty: false } },
      ],
      sections: [
        {
          field: 'video',
          as: 'video',
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        { field: 'details', as: 'html' },
      ],
      actions: [
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
          on: { params: { joinId: 'record.id', type: '1', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '1', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'isFavorites',
          on: { params: { joinId: 'record.id', type: '2', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '2', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
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
      ],
      blocks: [
        {
          kind: 'comments',
          when: {
            all: [
              { test: { ref: 'scope', path: 'commentIsDisable' }, op: 'ne', value: { value: 1 } },
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
            ],
          },
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 1, userId: 'session.userId' },
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
            params: { joinId: 'record.id', type: '1', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '1', level: '1', commentId: 'row.id', userId: 'session.userId' },
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
        {
          kind: 'comments',
          when: {
            all: [
              { test: { ref: 'scope', path: 'commentIsDisable' }, op: 'ne', value: { value: 1 } },
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
            ],
          },
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 2, userId: 'session.userId' },
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
            params: { joinId: 'record.id', type: '2', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '2', level: '1', commentId: 'row.id', userId: 'session.userId' },
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
      kind: 'record',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
      operation: 'getMemberDetail',
      params: { userId: 'session.userId' },
      title: { field: 'nickname' },
      image: { field: 'headurl' },
      sections: [
        { label: '粉丝', field: 'fansNum' },
        { label: '收藏', field: 'collectNum' },
        {
          text: '完成实名认证后即可发布头条',
          when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
        },
      ],
      actions: [
        {
          kind: 'navigate',
          label: '发布',
          route: 'pubEssay',
          when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'navigate',
          label: '去认证',
          route: 'Verified',
          when: { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
        },
      ],
    },
    {
      kind: 'text',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
      text: '完成实名认证后即可发布头条',
    },
    {
      kind: 'buttons',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
      actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
    },
    {
      kind: 'list',
      heading: '茶文化活动',
      operation: 'getPcActivityList',
      params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
      item: {
        image: { field: 'coverPic' },
        title: { field: 'name' },
        lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
      },
      open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
