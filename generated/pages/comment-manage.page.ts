// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/commentManage */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'text',
      when: { test: { ref: 'query', path: 'work' }, op: 'empty', empty: true },
      text: '请在左侧选择作品，查看它的评论',
    },
    {
      kind: 'comments',
      when: { test: { ref: 'query', path: 'work' }, op: 'empty', empty: false },
      list: {
        params: { joinId: 'query.work', type: 'query.workType', userId: 'session.userId' },
        operation: 'findCommentByTypeAndId',
      },
      pageSize: 8,
      format: 'ago',
      fields: {
        id: 'id',
        avatar: 'userurl',
        name: 'username',
        text: 'message',
        time: 'crtTime',
        replies: 'children',
        likes: 'likes',
        liked: 'islike',
      },
      reply: {
        params: {
          joinId: 'query.work',
          type: 'query.workType',
          level: '1',
          commentId: 'row.id',
          userId: 'session.userId',
        },
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
      },
      serverMessage: true,
      texts: {
        reply: '回复',
        like: '赞',
        liked: '已赞',
        delete: '删除',
        loginFirst: '请先登录',
        replyPlaceholder: '写下你的回复，和粉丝互动一下吧',
        empty: '请输入回复内容',
        replies: '共{n}条回复',
        collapse: '收起回复',
        nameFallback: '昵称',
        none: '暂无评论',
      },
    },
  ],
  side: [
    {
      kind: 'list',
      operation: 'findToutiaoByCondition',
      params: { memberId: 'session.userId', userId: 'session.userId', authState: 1 },
      pageSize: 10,
      filters: [
        {
          kind: 'tabs',
          param: 'type',
          query: 'type',
          label: '作品类型',
          options: [{ label: '全部' }, { label: '文章', value: 1 }, { label: '视频', value: 2 }, { label: '问答', value: 3 }],
        },
      ],
      select: { work: 'row.id', workType: 'row.type' },
      item: {
        title: { field: 'title' },
        badges: [{ field: 'type', labels: 'workType' }],
        lines: [{ template: [{ text: '评论 ' }, { field: 'commentNum' }, { text: ' · ' }, { field: 'crtTime' }] }],
      },
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'left',
};
