// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/commentManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'text',
      text: '请在左侧选择作品，查看它的评论',
      when: { empty: true, op: 'empty', test: { path: 'work', ref: 'query' } },
    },
    {
      kind: 'comments',
      delete: {
        confirm: '确定删除这条评论吗？',
        operation: 'deleteMyComment',
        params: { commentId: 'row.id', userId: 'session.userId' },
      },
      fields: {
        avatar: 'userurl',
        id: 'id',
        liked: 'islike',
        likes: 'likes',
        name: 'username',
        replies: 'children',
        text: 'message',
        time: 'crtTime',
      },
      format: 'ago',
      like: {
        off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
        on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
      },
      list: {
        operation: 'findCommentByTypeAndId',
        params: { joinId: 'query.work', type: 'query.workType', userId: 'session.userId' },
      },
      pageSize: 8,
      reply: {
        operation: 'submitComment',
        params: {
          commentId: 'row.id',
          joinId: 'query.work',
          level: '1',
          type: 'query.workType',
          userId: 'session.userId',
        },
        text: 'message',
      },
      serverMessage: true,
      texts: {
        collapse: '收起回复',
        delete: '删除',
        empty: '请输入回复内容',
        like: '赞',
        liked: '已赞',
        loginFirst: '请先登录',
        nameFallback: '昵称',
        none: '暂无评论',
        replies: '共{n}条回复',
        reply: '回复',
        replyPlaceholder: '写下你的回复，和粉丝互动一下吧',
      },
      when: { empty: false, op: 'empty', test: { path: 'work', ref: 'query' } },
    },
  ],
  side: [
    {
      kind: 'list',
      empty: '暂无数据',
      filters: [
        {
          kind: 'tabs',
          label: '作品类型',
          options: [
            { label: '全部' },
            { label: '文章', value: 1 },
            { label: '视频', value: 2 },
            { label: '问答', value: 3 },
          ],
          param: 'type',
          query: 'type',
        },
      ],
      item: {
        badges: [{ field: 'type', labels: 'workType' }],
        lines: [{ template: [{ text: '评论 ' }, { field: 'commentNum' }, { text: ' · ' }, { field: 'crtTime' }] }],
        title: { field: 'title' },
      },
      operation: 'findToutiaoByCondition',
      pageSize: 10,
      params: { authState: 1, memberId: 'session.userId', userId: 'session.userId' },
      queryPrefix: '',
      select: { work: 'row.id', workType: 'row.type' },
    },
  ],
  sideAt: 'left',
};
