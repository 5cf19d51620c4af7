// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /honorHall/detail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      badges: [{ field: 'type', labels: 'honourType', tone: 'primary' }],
      blocks: [
        { kind: 'share', labels: ['QQ扫一扫', '微信扫一扫'] },
        {
          kind: 'comments',
          fields: {
            avatar: 'memberHeadPic',
            id: 'id',
            liked: 'isLike',
            likes: 'likeCount',
            name: 'memberNickName',
            replies: 'cjfwExpertContentEntityList',
            text: 'content',
            time: 'time',
          },
          heading: '评论 {contentCount}',
          headingTemplate: [{ text: '评论 ' }, { field: 'contentCount' }],
          like: {
            off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
            on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          },
          list: {
            operation: 'getHonourDetail',
            params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
          },
          pageSize: 10,
          reloadRecord: true,
          reply: {
            operation: 'saveExpertContent',
            params: {
              contentId: 'row.id',
              expertId: 'record.id',
              memberid: 'session.userId',
              toMemberId: 'row.memberid',
            },
            text: 'content',
          },
          rows: 'contentEntityList',
          serverMessage: true,
          submit: {
            operation: 'saveExpertContent',
            params: { expertId: 'record.id', memberid: 'session.userId' },
            text: 'content',
          },
          texts: {
            collapse: '收起回复',
            delete: '删除',
            empty: '您还没有输入内容哟!',
            like: '赞',
            liked: '已赞',
            loginFirst: '请先登录',
            nameFallback: '昵称',
            placeholder: '说点什么…',
            replies: '共{n}条回复',
            reply: '回复',
            replyPlaceholder: '写下你的回复',
            submit: '评论',
          },
          total: 'contentCount',
        },
      ],
      image: { field: 'imgPic' },
      operation: 'getHonourDetail',
      params: { id: 'query.id', memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      sections: [
        { field: 'personalProfile', label: '个人简介', wide: true },
        { as: 'html', field: 'skillContent', label: '擅长' },
      ],
      title: { field: 'realName' },
    },
  ],
  side: [
    {
      kind: 'list',
      heading: '同领域名人',
      item: { image: { field: 'imgPic' }, lines: [{ field: 'personalProfile' }], title: { field: 'realName' } },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'honorHallDetail' }],
      operation: 'getHonourSameFieldList',
      params: { id: 'query.id', pageIndex: 1, pageSize: 10 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
