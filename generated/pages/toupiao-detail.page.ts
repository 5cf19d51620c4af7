// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/toupiaoDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getContestantDetail',
      params: { id: 'query.id', memberId: 'session.userId' },
      title: { field: 'name' },
      image: { field: 'coverPic' },
      meta: [
        {
          template: [
            { text: '第 ' },
            { field: 'rank' },
            { text: ' 名 · 票数 ' },
            { field: 'number' },
            { text: ' · 综合得分 ' },
            { field: 'score' },
          ],
        },
      ],
      actions: [
        {
          kind: 'call',
          label: '投票',
          serverMessage: true,
          call: {
            params: { activityId: 'record.activityId', memberId: 'session.userId', peopleId: 'record.id' },
            operation: 'saveVote',
          },
          when: {
            all: [
              { test: { ref: 'scope', path: 'isvote' }, op: 'eq', value: { value: 0 } },
              { test: { ref: 'query', path: 'type' }, op: 'eq', value: { value: '1' } },
            ],
          },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          on: { params: { joinId: 'record.id', type: '6', userId: 'session.userId' }, operation: 'doFavorites' },
          off: {
            params: { joinId: 'record.id', type: '6', userId: 'session.userId' },
            operation: 'deleteFavorites',
          },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      blocks: [
        {
          kind: 'tabs',
          query: 'tab',
          items: [
            {
              label: '参赛介绍',
              blocks: [
                { kind: 'html', params: {}, field: 'details' },
                {
                  kind: 'record',
                  operation: 'getContestantDetail',
                  params: { id: 'query.id', memberId: 'session.userId' },
                  sections: [{ label: '作品', field: 'files.path', as: 'images' }],
                },
              ],
            },
            {
              label: '专家评分',
              blocks: [
                {
                  kind: 'record',
                  operation: 'getContestantDetail',
                  params: { id: 'query.id', memberId: 'session.userId' },
                  sections: [
                    { label: '专家平均分', template: [{ field: 'expertScore' }, { text: ' / 10' }] },
                    {
                      label: '专家评分',
                      as: 'tags',
                      template: [
                        { field: 'expertScores.expertName' },
                        { text: ' ' },
                        { field: 'expertScores.score' },
                        { text: '分' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          kind: 'comments',
          heading: '评论',
          list: {
            params: { joinId: 'record.id', type: 6, userId: 'session.userId' },
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
            params: { joinId: 'record.id', type: '6', level: '0', userId: 'session.userId' },
            operation: 'submitComment',
            text: 'message',
          },
          reply: {
            params: { joinId: 'record.id', type: '6', level: '1', commentId: 'row.id', userId: 'session.userId' },
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
