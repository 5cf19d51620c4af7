// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      blocks: [
        { kind: 'screen', screen: 'daily-sign-in' },
        {
          kind: 'stats',
          items: [
            { field: 'fans_num', label: '粉丝' },
            { field: 'view_num', label: '阅读' },
            { field: 'like_num', label: '点赞' },
            { field: 'comment_num', label: '评论' },
            { field: 'favorites_num', label: '收藏' },
          ],
          operation: 'getUserHomeStats',
          params: { userId: 'session.userId' },
        },
      ],
      image: { field: 'headurl' },
      operation: 'getMemberDetail',
      params: { userId: 'session.userId' },
      sections: [{ field: 'info', label: '简介', wide: true }],
      title: { field: 'nickname' },
    },
    {
      kind: 'links',
      heading: '创作',
      links: [
        { label: '发布文章', route: 'pubEssay' },
        { label: '发布视频', route: 'pubVideo' },
        { label: '问答', route: 'pubAsk' },
        { label: '作品管理', route: 'workManage' },
        { label: '评论管理', route: 'commentManage' },
        { label: '作品数据', route: 'opusData' },
        { label: '粉丝数据', route: 'etcData' },
      ],
    },
    {
      kind: 'list',
      empty: '暂无数据',
      heading: '最近作品',
      item: {
        badges: [
          { field: 'authState', labels: 'authState' },
          { field: 'type', labels: 'workType' },
        ],
        image: { field: 'poster', when: { empty: false, op: 'empty', test: { path: 'poster', ref: 'scope' } } },
        lines: [
          { field: 'crtTime' },
          {
            template: [
              { text: '阅读 ' },
              { field: 'concernNum' },
              { text: ' · 点赞 ' },
              { field: 'likes' },
              { text: ' · 评论 ' },
              { field: 'commentNum' },
            ],
          },
        ],
        title: { field: 'title' },
      },
      more: { label: '全部作品', route: 'workManage' },
      open: [
        {
          query: { id: 'row.id' },
          route: 'twdetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } },
        },
        {
          query: { id: 'row.id', type: '2' },
          route: 'leaddetail',
          when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 2 } },
        },
        { query: { id: 'row.id' }, route: 'leaddetail' },
      ],
      operation: 'findToutiaoByCondition',
      params: { memberId: 'session.userId', pageIndex: 1, pageSize: 5, userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
