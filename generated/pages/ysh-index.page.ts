// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/yshIndex */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              empty: '暂无文章',
              item: {
                image: { field: 'poster' },
                lines: [
                  {
                    template: [
                      { field: 'crtTime', format: 'date' },
                      { text: ' · 阅读 ' },
                      { field: 'views' },
                      { text: ' · 评论 ' },
                      { field: 'commentNum' },
                      { text: ' · 点赞 ' },
                      { field: 'likes' },
                    ],
                  },
                ],
                title: { field: 'title' },
              },
              open: [{ query: { id: 'row.id' }, route: 'leaddetail' }],
              operation: 'findToutiaoByCondition',
              pageSize: 6,
              params: { memberId: 'query.id', type: 1, userId: 'session.userId' },
              queryPrefix: 'article',
            },
          ],
          label: '文章',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'form',
                  form: 'feed-answer',
                  gate: { login: '请先登录' },
                  host: { quizId: 'row.id' },
                  label: '写回答',
                },
                {
                  kind: 'toggle',
                  field: 'isFavorites',
                  gate: { login: '请先登录' },
                  labels: ['收藏', '已收藏'],
                  off: {
                    operation: 'deleteFavorites',
                    params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                  },
                  on: { operation: 'doFavorites', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
                  toasts: ['收藏成功', '取消收藏成功'],
                },
              ],
              empty: '暂无问答',
              item: {
                image: { field: 'poster' },
                lines: [
                  {
                    template: [
                      { field: 'crtTime', format: 'date' },
                      { text: ' · 阅读 ' },
                      { field: 'views' },
                      { text: ' · 评论 ' },
                      { field: 'commentNum' },
                      { text: ' · 点赞 ' },
                      { field: 'likes' },
                    ],
                  },
                ],
                title: { field: 'title' },
              },
              open: [{ query: { id: 'row.id' }, route: 'twdetail' }],
              operation: 'findToutiaoByCondition',
              pageSize: 6,
              params: { memberId: 'query.id', type: 3, userId: 'session.userId' },
              queryPrefix: 'quiz',
            },
          ],
          label: '问答',
        },
        {
          blocks: [
            {
              kind: 'list',
              empty: '暂无视频',
              item: {
                image: { field: 'poster' },
                lines: [
                  {
                    template: [
                      { field: 'crtTime', format: 'date' },
                      { text: ' · 阅读 ' },
                      { field: 'views' },
                      { text: ' · 评论 ' },
                      { field: 'commentNum' },
                      { text: ' · 点赞 ' },
                      { field: 'likes' },
                    ],
                  },
                ],
                title: { field: 'title' },
              },
              open: [{ query: { id: 'row.id', type: '2' }, route: 'leaddetail' }],
              operation: 'findToutiaoByCondition',
              pageSize: 6,
              params: { memberId: 'query.id', type: 2, userId: 'session.userId' },
              queryPrefix: 'video',
            },
          ],
          label: '视频',
        },
      ],
      query: 'tab',
    },
  ],
  side: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'call',
          call: { operation: 'doConcern', params: { joinId: 'record.id', type: '3', userId: 'session.userId' } },
          gate: { login: '请先登录' },
          label: '关注',
          toast: '关注成功',
          when: {
            all: [
              { op: 'eq', test: { path: 'isConcern', ref: 'scope' }, value: { value: 0 } },
              { op: 'ne', test: { path: 'id', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
            ],
          },
        },
        {
          kind: 'call',
          call: { operation: 'deleteConcern', params: { joinId: 'record.id', type: '3', userId: 'session.userId' } },
          label: '已关注',
          toast: '取消关注成功',
          variant: 'outlined',
          when: { op: 'eq', test: { path: 'isConcern', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'chat',
          gate: { login: '请先登录' },
          label: '咨询',
          name: 'nickname',
          to: 'id',
          variant: 'outlined',
          when: { op: 'ne', test: { path: 'id', ref: 'record' }, value: { path: 'userId', ref: 'session' } },
        },
      ],
      badges: [
        {
          text: '已认证',
          tone: 'success',
          when: {
            any: [
              { op: 'eq', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'eq', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
      ],
      blocks: [
        {
          kind: 'record',
          operation: 'getMemberInfoByUserId',
          params: { memberId: 'session.userId', userId: 'query.id' },
          sections: [
            {
              field: 'info',
              label: '简介',
              when: {
                all: [
                  { empty: false, op: 'empty', test: { path: 'info', ref: 'scope' } },
                  { op: 'ne', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
                ],
              },
              wide: true,
            },
          ],
        },
        {
          kind: 'stats',
          items: [
            { field: 'touTiaoCount', label: '头条' },
            { field: 'followCount', label: '关注' },
            { field: 'fansCount', label: '粉丝' },
            { field: 'praisedCount', label: '获赞' },
          ],
          params: {},
        },
      ],
      image: { as: 'avatar', field: 'headurl' },
      operation: 'yunshangHaoHomeIndex',
      params: { userId: 'session.userId', userTwo: 'query.id' },
      sections: [
        {
          field: 'enterprise.companyInfo',
          label: '简介',
          when: { empty: false, op: 'empty', test: { path: 'enterprise.companyInfo', ref: 'scope' } },
          wide: true,
        },
      ],
      title: { field: 'nickname' },
    },
  ],
  sideAt: 'left',
};
