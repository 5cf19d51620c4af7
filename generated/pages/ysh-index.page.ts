// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/yshIndex */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      query: 'tab',
      items: [
        {
          label: '文章',
          blocks: [
            {
              kind: 'list',
              operation: 'findToutiaoByCondition',
              params: { memberId: 'query.id', type: 1, userId: 'session.userId' },
              pageSize: 6,
              queryPrefix: 'article',
              item: {
                image: { field: 'poster' },
                title: { field: 'title' },
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
              },
              open: [{ route: 'leaddetail', query: { id: 'row.id' } }],
              empty: '暂无文章',
            },
          ],
        },
        {
          label: '问答',
          blocks: [
            {
              kind: 'list',
              operation: 'findToutiaoByCondition',
              params: { memberId: 'query.id', type: 3, userId: 'session.userId' },
              pageSize: 6,
              queryPrefix: 'quiz',
              item: {
                image: { field: 'poster' },
                title: { field: 'title' },
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
              },
              open: [{ route: 'twdetail', query: { id: 'row.id' } }],
              actions: [
                {
                  kind: 'form',
                  label: '写回答',
                  form: 'feed-answer',
                  host: { quizId: 'row.id' },
                  gate: { login: '请先登录' },
                },
                {
                  kind: 'toggle',
                  field: 'isFavorites',
                  on: {
                    params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                    operation: 'doFavorites',
                  },
                  off: {
                    params: { joinId: 'row.id', type: '3', userId: 'session.userId' },
                    operation: 'deleteFavorites',
                  },
                  labels: ['收藏', '已收藏'],
                  toasts: ['收藏成功', '取消收藏成功'],
                  gate: { login: '请先登录' },
                },
              ],
              empty: '暂无问答',
            },
          ],
        },
        {
          label: '视频',
          blocks: [
            {
              kind: 'list',
              operation: 'findToutiaoByCondition',
              params: { memberId: 'query.id', type: 2, userId: 'session.userId' },
              pageSize: 6,
              queryPrefix: 'video',
              item: {
                image: { field: 'poster' },
                title: { field: 'title' },
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
              },
              open: [{ route: 'leaddetail', query: { id: 'row.id', type: '2' } }],
              empty: '暂无视频',
            },
          ],
        },
      ],
    },
  ],
  side: [
    {
      kind: 'record',
      operation: 'yunshangHaoHomeIndex',
      params: { userId: 'session.userId', userTwo: 'query.id' },
      title: { field: 'nickname' },
      image: { field: 'headurl' },
      badges: [
        {
          text: '已认证',
          tone: 'success',
          when: {
            any: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'eq', value: { value: 1 } },
            ],
          },
        },
      ],
      sections: [
        {
          label: '简介',
          field: 'enterprise.companyInfo',
          wide: true,
          when: { test: { ref: 'scope', path: 'enterprise.companyInfo' }, op: 'empty', empty: false },
        },
      ],
      actions: [
        {
          kind: 'call',
          label: '关注',
          toast: '关注成功',
          call: { params: { joinId: 'record.id', type: '3', userId: 'session.userId' }, operation: 'doConcern' },
          when: {
            all: [
              { test: { ref: 'scope', path: 'isConcern' }, op: 'eq', value: { value: 0 } },
              { test: { ref: 'record', path: 'id' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
            ],
          },
          gate: { login: '请先登录' },
        },
        {
          kind: 'call',
          label: '已关注',
          toast: '取消关注成功',
          variant: 'outlined',
          call: { params: { joinId: 'record.id', type: '3', userId: 'session.userId' }, operation: 'deleteConcern' },
          when: { test: { ref: 'scope', path: 'isConcern' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'chat',
          label: '咨询',
          variant: 'outlined',
          to: 'id',
          name: 'nickname',
          when: { test: { ref: 'record', path: 'id' }, op: 'ne', value: { ref: 'session', path: 'userId' } },
          gate: { login: '请先登录' },
        },
      ],
      blocks: [
        {
          kind: 'record',
          operation: 'getMemberInfoByUserId',
          params: { userId: 'query.id', memberId: 'session.userId' },
          sections: [
            {
              label: '简介',
              field: 'info',
              wide: true,
              when: {
                all: [
                  { test: { ref: 'scope', path: 'info' }, op: 'empty', empty: false },
                  { test: { ref: 'scope', path: 'isCompany' }, op: 'ne', value: { value: 1 } },
                ],
              },
            },
          ],
        },
        {
          kind: 'stats',
          params: {},
          items: [
            { label: '头条', field: 'touTiaoCount' },
            { label: '关注', field: 'followCount' },
            { label: '粉丝', field: 'fansCount' },
            { label: '获赞', field: 'praisedCount' },
          ],
        },
      ],
    },
  ],
  sideAt: 'left',
};
