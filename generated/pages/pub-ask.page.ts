// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/pubAsk */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        { kind: 'form', edit: false, form: 'creator-answer', label: '写回答' },
        {
          kind: 'toggle',
          field: 'isFavorites',
          labels: ['收藏', '已收藏'],
          off: { operation: 'deleteFavorites', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          on: { operation: 'doFavorites', params: { joinId: 'row.id', type: '3', userId: 'session.userId' } },
          toasts: ['收藏成功', '取消收藏成功'],
        },
      ],
      add: { form: 'ask-question', label: '提问' },
      empty: '暂无数据',
      filters: [
        {
          kind: 'tabs',
          label: '问答分类',
          options: [
            { label: '推荐', value: 1 },
            { label: '最新', value: 2 },
            { label: '热门', value: 3 },
          ],
          param: 'type',
          query: 'type',
        },
      ],
      item: {
        lines: [
          { as: 'images', field: 'pictures', label: '问题图片' },
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
        title: { field: 'title' },
      },
      open: [{ query: { id: 'row.id' }, route: 'twdetail' }],
      operation: 'findQuizListByCondition',
      pageSize: 10,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
