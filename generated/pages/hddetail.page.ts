// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture/hddetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getActivityDetail',
      params: { id: 'query.id', userId: 'session.userId' },
      title: { field: 'name' },
      image: { field: 'coverPic' },
      badges: [{ field: 'status', labels: 'activityStatus' }, { field: 'type', labels: 'activityType' }],
      meta: [{ template: [{ text: '浏览 ' }, { field: 'viewsnum' }] }],
      sections: [
        { label: '主办方', field: 'sponsor' },
        { label: '举办地址', field: 'address' },
        {
          label: '报名时间',
          template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
          when: { test: { ref: 'scope', path: 'signUpStartTime' }, op: 'empty', empty: false },
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
        { label: '容纳人数', field: 'number' },
        {
          label: '入场券已领',
          field: 'vouchersNum',
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        { label: '活动介绍', field: 'details', as: 'html' },
        { label: '活动图片', field: 'files.path', as: 'images' },
        { label: '活动视频', field: 'filesVideo.path', as: 'video' },
      ],
      actions: [
        {
          kind: 'form',
          label: '报名',
          form: 'exhibitor-signup',
          when: {
            all: [
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
              { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
              { test: { ref: 'scope', path: 'enterpriseIsJoin' }, op: 'eq', value: { value: 1 } },
            ],
          },
          gate: { login: '请先登录' },
        },
        {
          kind: 'call',
          label: '领取电子入场券',
          serverMessage: true,
          call: { params: { businessId: 'record.id', userId: 'session.userId' }, operation: 'claimVoucher' },
          when: {
            all: [
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
              { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
            ],
          },
          gate: { login: '请先登录' },
          done: { label: '已领取', when: { test: { ref: 'scope', path: 'isReceive' }, op: 'eq', value: { value: 1 } } },
        },
        {
          kind: 'form',
          label: '报名',
          form: 'exhibitor-signup',
          when: {
            all: [
              { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
              { test: { ref: 'scope', path: 'status' }, op: 'eq', value: { value: 2 } },
            ],
          },
          gate: { login: '请先登录' },
        },
        {
          kind: 'navigate',
          label: '进入展厅',
          variant: 'outlined',
          route: 'showRoom',
          query: { id: 'record.id' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          on: { params: { joinId: 'record.id', type: '7', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '7', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      blocks: [
        {
          kind: 'list',
          heading: '参展企业',
          operation: 'getActivityEnterpriseList',
          params: { activityId: 'record.id', pageNo: 1, pageSize: 10000 },
          columns: 3,
          empty: '暂无参展企业',
          item: {
            image: { field: 'coverPic' },
            title: { field: 'name' },
            lines: [{ label: '负责人', field: 'chargeperson' }],
          },
          queryPrefix: '',
        },
        {
          kind: 'comments',
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 5, userId: 'session.userId' },
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
            params: { joinId: 'record.id', type: '5', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '5', level: '1', commentId: 'row.id', userId: 'session.userId' },
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
