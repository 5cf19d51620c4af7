// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/pubAsk */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'findQuizListByCondition',
      params: { userId: 'session.userId' },
      pageSize: 10,
      filters: [
        {
          kind: 'tabs',
          param: 'type',
          query: 'type',
          label: '问答分类',
          options: [{ label: '推荐', value: 1 }, { label: '最新', value: 2 }, { label: '热门', value: 3 }],
        },
      ],
      add: { label: '提问', form: 'ask-question' },
      item: {
        title: { field: 'title' },
        lines: [
          { field: 'pictures', as: 'images', label: '问题图片' },
          { template: [{ field: 'memberNickName' }, { text: ' · ' }, { field: 'crtTime', format: 'ago' }] },
          {
            template: [
              { text: '回答 ' },
              { field: 'commentNum' },
              { text: ' · 阅读 ' },
              { field: 'views' },
              { text: ' · 收藏 ' },
              { field: 'favoritesNum' },
            ],
          },
        ],
      },
      open: [{ route: 'twdetail', query: { id: 'row.id' } }],
      actions: [
        { kind: 'form', label: '写回答', edit: false, form: 'creator-answer' },
        {
          kind: 'toggle',
          field: 'isFavorites',
          on: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'doFavorites' },
          off: { params: { joinId: 'row.id', type: '3', userId: 'session.userId' }, operation: 'deleteFavorites' },
          labels: ['收藏', '已收藏'],
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
