// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/xyChaqiD */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'map',
          address: 'address',
          external: true,
          gate: { login: '请先登录' },
          label: '查看位置',
          lat: 'weiDu',
          lng: 'jingDu',
          variant: 'outlined',
        },
        { kind: 'reveal', field: 'phone', format: 'phone', label: '查看电话' },
        {
          kind: 'toggle',
          field: 'isFabulous',
          gate: { login: '请先登录' },
          labels: ['点赞', '已点赞'],
          off: { operation: 'deleteLikes', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
          on: { operation: 'doLikes', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
        },
        {
          kind: 'toggle',
          field: 'isLike',
          gate: { login: '请先登录' },
          labels: ['收藏', '已收藏'],
          off: {
            operation: 'deleteFavorites',
            params: { joinId: 'record.id', type: '9', userId: 'session.userId' },
          },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '9', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
        {
          kind: 'form',
          form: 'report-content',
          gate: { login: '请先登录' },
          host: { joinId: 'record.id', type: '10' },
          label: '举报',
          variant: 'outlined',
        },
        {
          kind: 'chat',
          gate: { login: '请先登录' },
          label: '私信',
          name: 'name',
          to: 'memberId',
          variant: 'outlined',
          when: {
            all: [
              {
                op: 'ne',
                test: { path: 'memberId', ref: 'record' },
                value: { path: 'userId', ref: 'session' },
              },
              { empty: false, op: 'empty', test: { path: 'memberId', ref: 'record' } },
            ],
          },
        },
      ],
      blocks: [
        {
          kind: 'comments',
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
          heading: '评论 {contentCount}',
          headingTemplate: [{ text: '评论 ' }, { field: 'contentCount' }],
          like: {
            off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
            on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          },
          list: {
            operation: 'teaQiDetail',
            params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
          },
          reloadRecord: true,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '10', userId: 'session.userId' },
            text: 'message',
          },
          rows: 'contentEntityList',
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '10', userId: 'session.userId' },
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
      image: { field: 'pic' },
      meta: [{ template: [{ text: '发布于 ' }, { field: 'crtTime', format: 'date' }] }],
      operation: 'teaQiDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      sections: [{ field: 'address', label: '地址' }, { field: 'introduce', label: '简介', wide: true }],
      title: { field: 'name' },
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
        image: { field: 'memberHeadPic' },
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
