// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chajiService/chajiDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getExpertDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 3 },
      title: { field: 'realName' },
      image: { field: 'imgPic' },
      meta: [
        {
          template: [{ text: '好评率 ' }, { field: 'praiseRate' }, { text: '% · 回复 ' }, { field: 'returnCount' }],
        },
      ],
      badges: [{ field: 'typeName', tone: 'success' }],
      sections: [
        { label: '级别', field: 'typeName' },
        { label: '好评率', template: [{ field: 'praiseRate' }, { text: '%' }] },
        { label: '回复数', field: 'returnCount' },
        { label: '评分', template: [{ field: 'star' }, { text: ' 分' }] },
        { label: '评价数', field: 'contentCount' },
        {
          label: '评论标签',
          template: [{ field: 'labels.name' }, { text: ' ' }, { field: 'labels.num' }],
          as: 'tags',
        },
        { label: '专家简介', field: 'introduce', wide: true },
      ],
      actions: [
        {
          kind: 'toggle',
          field: 'isLike',
          on: { params: { joinId: 'record.id', type: '4', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '4', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
        {
          kind: 'toggle',
          field: 'isFabulous',
          on: { params: { joinId: 'record.id', type: '5', userId: 'session.userId' }, operation: 'doLikes' },
          off: { params: { joinId: 'record.id', type: '5', userId: 'session.userId' }, operation: 'deleteLikes' },
          labels: ['点赞', '已点赞'],
          count: 'fabulousCount',
          toasts: ['操作成功', '操作成功'],
        },
        { kind: 'form', label: '评价专家', variant: 'outlined', form: 'expert-comment' },
      ],
      blocks: [
        { kind: 'screen', heading: '在线咨询', screen: 'expert-consult' },
        {
          kind: 'comments',
          heading: '用户评价',
          list: { params: { id: 'query.id', memberId: 'session.userId' }, operation: 'getExpertDetail' },
          rows: 'contentEntityList',
          pageSize: 3,
          total: 'contentCount',
          fields: {
            id: 'id',
            avatar: 'memberHeadPic',
            name: 'memberNickName',
            text: 'content',
            time: 'time',
            replies: 'cjfwExpertContentEntityList',
            likes: 'likeCount',
            liked: 'isLike',
            rating: 'star',
            tags: 'label',
          },
          like: {
            on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doLikes' },
            off: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'deleteLikes' },
          },
          texts: {
            reply: '回复',
            like: '赞',
            liked: '已赞',
            delete: '删除',
            loginFirst: '请先登录',
            replies: '共{n}条回复',
            collapse: '收起回复',
            none: '暂无评价',
            rating: '{n} 星',
          },
        },
      ],
    },
  ],
  sideAt: 'right',
};
