// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture/hddetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'form',
          done: { label: '报名中', when: { op: 'eq', test: { path: 'isSignUp', ref: 'scope' }, value: { value: 1 } } },
          form: 'exhibitor-signup',
          gate: { login: '请先登录' },
          label: '报名',
          when: {
            all: [
              { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
              { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
              { op: 'eq', test: { path: 'enterpriseIsJoin', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
        {
          kind: 'call',
          call: { operation: 'claimVoucher', params: { businessId: 'record.id', userId: 'session.userId' } },
          done: { label: '已领取', when: { op: 'eq', test: { path: 'isReceive', ref: 'scope' }, value: { value: 1 } } },
          gate: { login: '请先登录' },
          label: '领取电子入场券',
          serverMessage: true,
          when: {
            all: [
              { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
              { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
            ],
          },
        },
        {
          kind: 'form',
          done: { label: '报名中', when: { op: 'eq', test: { path: 'isSignUp', ref: 'scope' }, value: { value: 1 } } },
          form: 'exhibitor-signup',
          gate: { login: '请先登录' },
          label: '报名',
          when: {
            all: [
              { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
              { op: 'eq', test: { path: 'status', ref: 'scope' }, value: { value: 2 } },
            ],
          },
        },
        {
          kind: 'navigate',
          label: '进入展厅',
          query: { id: 'record.id' },
          route: 'showRoom',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '7', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '7', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      badges: [
        { field: 'status', labels: 'activityStatus' },
        { field: 'type', labels: 'activityType' },
      ],
      blocks: [
        {
          kind: 'list',
          columns: 3,
          empty: '暂无参展企业',
          heading: '参展企业',
          item: {
            image: { field: 'coverPic' },
            lines: [{ field: 'chargeperson', label: '负责人' }],
            title: { field: 'name' },
          },
          operation: 'getActivityEnterpriseList',
          params: { activityId: 'record.id', pageNo: 1, pageSize: 10000 },
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
            params: { joinId: 'record.id', type: 5, userId: 'session.userId' },
          },
          pageSize: 10,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '5', userId: 'session.userId' },
            text: 'message',
          },
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '5', userId: 'session.userId' },
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
      meta: [{ template: [{ text: '浏览 ' }, { field: 'viewsnum' }] }],
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      sections: [
        { field: 'sponsor', label: '主办方' },
        { field: 'address', label: '举办地址' },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { empty: false, op: 'empty', test: { path: 'signUpStartTime', ref: 'scope' } },
        },
        { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
        {
          label: '每日时间',
          template: [
            { field: 'dayStartTime', format: 'hourMinute' },
            { text: ' - ' },
            { field: 'dayEndTime', format: 'hourMinute' },
          ],
        },
        { field: 'number', label: '容纳人数' },
        {
          field: 'vouchersNum',
          label: '入场券已领',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        { as: 'html', field: 'details', label: '活动介绍' },
        { as: 'images', field: 'files.path', label: '活动图片' },
        { as: 'video', field: 'filesVideo.path', label: '活动视频' },
      ],
      title: { field: 'name' },
    },
  ],
  sideAt: 'right',
};
