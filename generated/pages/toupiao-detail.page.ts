// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /pbSelection/toupiaoDetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'call',
          call: {
            operation: 'saveVote',
            params: { activityId: 'record.activityId', memberId: 'session.userId', peopleId: 'record.id' },
          },
          label: '投票',
          serverMessage: true,
          when: {
            all: [
              { op: 'eq', test: { path: 'isvote', ref: 'scope' }, value: { value: 0 } },
              { op: 'eq', test: { path: 'type', ref: 'query' }, value: { value: '1' } },
            ],
          },
        },
        {
          kind: 'toggle',
          field: 'isCollect',
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'record.id', type: '6', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      blocks: [
        {
          kind: 'tabs',
          items: [
            {
              blocks: [
                { kind: 'html', field: 'details', params: {} },
                {
                  kind: 'record',
                  operation: 'getContestantDetail',
                  params: { id: 'query.id', memberId: 'session.userId' },
                  sections: [{ as: 'images', field: 'files.path', label: '作品' }],
                },
              ],
              label: '参赛介绍',
            },
            {
              blocks: [
                {
                  kind: 'record',
                  operation: 'getContestantDetail',
                  params: { id: 'query.id', memberId: 'session.userId' },
                  sections: [
                    { label: '专家平均分', template: [{ field: 'expertScore' }, { text: ' / 10' }] },
                    {
                      as: 'tags',
                      label: '专家评分',
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
              label: '专家评分',
            },
          ],
          query: 'tab',
        },
        {
          kind: 'comments',
          delete: {
            confirm: '确定删除这条评论吗？',
            operation: 'deleteMyComment',
            params: { commentId: 'row.id', userId: 'session.userId' },
            when: { op: 'eq', test: { path: 'userId', ref: 'row' }, value: { path: 'userId', ref: 'session' } },
          },
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
          heading: '评论',
          like: {
            off: { operation: 'deleteLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
            on: { operation: 'doLikes', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          },
          list: {
            operation: 'findCommentByTypeAndId',
            params: { joinId: 'record.id', type: 6, userId: 'session.userId' },
          },
          pageSize: 10,
          reply: {
            operation: 'submitComment',
            params: { commentId: 'row.id', joinId: 'record.id', level: '1', type: '6', userId: 'session.userId' },
            text: 'message',
          },
          serverMessage: true,
          submit: {
            operation: 'submitComment',
            params: { joinId: 'record.id', level: '0', type: '6', userId: 'session.userId' },
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
      operation: 'getContestantDetail',
      params: { id: 'query.id', memberId: 'session.userId' },
      title: { field: 'name' },
    },
  ],
  sideAt: 'right',
};
