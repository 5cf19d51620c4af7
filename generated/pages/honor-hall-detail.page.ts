// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /honorHall/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getHonourDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      title: { field: 'realName' },
      image: { field: 'imgPic' },
      badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
      sections: [
        { label: '个人简介', field: 'personalProfile', wide: true },
        { label: '擅长', field: 'skillContent', as: 'html' },
      ],
      blocks: [
        { kind: 'share', labels: ['QQ扫一扫', '微信扫一扫'] },
        {
          kind: 'comments',
          heading: '评论 {contentCount}',
          headingTemplate: [{ text: '评论 ' }, { field: 'contentCount' }],
          list: {
            params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
            operation: 'getHonourDetail',
          },
          rows: 'contentEntityList',
          fields: {
            id: 'id',
            avatar: 'memberHeadPic',
            name: 'memberNickName',
            text: 'content',
            time: 'time',
            replies: 'cjfwExpertContentEntityList',
            likes: 'likeCount',
            liked: 'isLike',
          },
          submit: {
            params: { expertId: 'record.id', memberid: 'session.userId' },
            operation: 'saveExpertContent',
            text: 'content',
          },
          reply: {
            params: {
              expertId: 'record.id',
              memberid: 'session.userId',
              contentId: 'row.id',
              toMemberId: 'row.memberid',
            },
            operation: 'saveExpertContent',
            text: 'content',
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
          },
        },
      ],
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '同领域名人',
      operation: 'getHonourSameFieldList',
      params: { id: 'query.id', pageIndex: 1, pageSize: 10 },
      item: { image: { field: 'imgPic' }, title: { field: 'realName' }, lines: [{ field: 'personalProfile' }] },
      open: [{ route: 'honorHallDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
