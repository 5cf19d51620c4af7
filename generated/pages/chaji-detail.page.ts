// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chajiService/chajiDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'toggle',
          field: 'isLike',
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '4', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '4', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
        {
          kind: 'toggle',
          count: 'fabulousCount',
          field: 'isFabulous',
          labels: ['点赞', '已点赞'],
          off: { operation: 'deleteLikes', params: { joinId: 'record.id', type: '5', userId: 'session.userId' } },
          on: { operation: 'doLikes', params: { joinId: 'record.id', type: '5', userId: 'session.userId' } },
          toasts: ['操作成功', '操作成功'],
        },
        { kind: 'form', form: 'expert-comment', label: '评价专家', variant: 'outlined' },
      ],
      badges: [{ field: 'typeName', tone: 'success' }],
      blocks: [
        { kind: 'screen', heading: '在线咨询', screen: 'expert-consult' },
        {
          kind: 'comments',
          fields: {
            avatar: 'memberHeadPic',
            id: 'id',
            liked: 'isLike',
            likes: 'likeCount',
            name: 'memberNickName',
            rating: 'star',
            replies: 'cjfwExpertContentEntityList',
            tags: 'label',
            text: 'content',
            time: 'time',
          },
          heading: '用户评价',
          like: {
            off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
            on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          },
          list: { operation: 'getExpertDetail', params: { id: 'query.id', memberId: 'session.userId' } },
          pageSize: 3,
          rows: 'contentEntityList',
          texts: {
            collapse: '收起回复',
            delete: '删除',
            like: '赞',
            liked: '已赞',
            loginFirst: '请先登录',
            none: '暂无评价',
            rating: '{n} 星',
            replies: '共{n}条回复',
            reply: '回复',
          },
          total: 'contentCount',
        },
      ],
      image: { field: 'imgPic' },
      meta: [
        { template: [{ text: '好评率 ' }, { field: 'praiseRate' }, { text: '% · 回复 ' }, { field: 'returnCount' }] },
      ],
      operation: 'getExpertDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 3 },
      sections: [
        { field: 'typeName', label: '级别' },
        { label: '好评率', template: [{ field: 'praiseRate' }, { text: '%' }] },
        { field: 'returnCount', label: '回复数' },
        { label: '评分', template: [{ field: 'star' }, { text: ' 分' }] },
        { field: 'contentCount', label: '评价数' },
        { as: 'tags', label: '评论标签', template: [{ field: 'labels.name' }, { text: ' ' }, { field: 'labels.num' }] },
        { field: 'introduce', label: '专家简介', wide: true },
      ],
      title: { field: 'realName' },
    },
  ],
  sideAt: 'right',
};
