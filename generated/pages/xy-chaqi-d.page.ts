// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/xyChaqiD */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'teaQiDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      title: { field: 'name' },
      image: { field: 'pic' },
      meta: [{ template: [{ text: '发布于 ' }, { field: 'crtTime', format: 'date' }] }],
      sections: [{ label: '地址', field: 'address' }, { label: '简介', field: 'introduce', wide: true }],
      actions: [
        {
          kind: 'map',
          label: '查看位置',
          variant: 'outlined',
          lng: 'jingDu',
          lat: 'weiDu',
          address: 'address',
          external: true,
          gate: { login: '请先登录' },
        },
        { kind: 'reveal', label: '查看电话', field: 'phone', format: 'phone' },
        {
          kind: 'toggle',
          field: 'isFabulous',
          on: { params: { joinId: 'record.id', type: '6', userId: 'session.userId' }, operation: 'doLikes' },
          off: { params: { joinId: 'record.id', type: '6', userId: 'session.userId' }, operation: 'deleteLikes' },
          labels: ['点赞', '已点赞'],
          gate: { login: '请先登录' },
        },
        {
          kind: 'toggle',
          field: 'isLike',
          on: { params: { joinId: 'record.id', type: '9', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '9', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
          gate: { login: '请先登录' },
        },
        {
          kind: 'form',
          label: '举报',
          variant: 'outlined',
          form: 'report-content',
          host: { joinId: 'record.id', type: '10' },
          gate: { login: '请先登录' },
        },
        {
          kind: 'chat',
          label: '私信',
          variant: 'outlined',
          to: 'memberId',
          name: 'name',
          when: {
            all: [
              {
                test: { ref: 'record', path: 'memberId' },
                op: 'ne',
                value: { ref: 'session', path: 'userId' },
              },
              { test: { ref: 'record', path: 'memberId' }, op: 'empty', empty: false },
            ],
          },
          gate: { login: '请先登录' },
        },
      ],
      blocks: [
        {
          kind: 'comments',
          heading: '评论 {contentCount}',
          headingTemplate: [{ text: '评论 ' }, { field: 'contentCount' }],
          list: {
            params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
            operation: 'teaQiDetail',
          },
          rows: 'contentEntityList',
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
            params: { joinId: 'record.id', type: '10', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '10', level: '1', commentId: 'row.id', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          like: {
            on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
            off: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'deleteLikes' },
          },
          serverMessage: true,
          reloadRecord: true,
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
