// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      operation: 'getMemberDetail',
      params: { userId: 'session.userId' },
      title: { field: 'nickname' },
      image: { field: 'headurl' },
      sections: [{ label: '简介', field: 'info', wide: true }],
      blocks: [
        { kind: 'screen', screen: 'daily-sign-in' },
        {
          kind: 'stats',
          params: { userId: 'session.userId' },
          operation: 'getUserHomeStats',
          items: [
            { label: '粉丝', field: 'fans_num' },
            { label: '阅读', field: 'view_num' },
            { label: '点赞', field: 'like_num' },
            { label: '评论', field: 'comment_num' },
            { label: '收藏', field: 'favorites_num' },
          ],
        },
      ],
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
      heading: '最近作品',
      more: { label: '全部作品', route: 'workManage' },
      operation: 'findToutiaoByCondition',
      params: { memberId: 'session.userId', userId: 'session.userId', pageIndex: 1, pageSize: 5 },
      item: {
        image: { field: 'poster', when: { test: { ref: 'scope', path: 'poster' }, op: 'empty', empty: false } },
        title: { field: 'title' },
        badges: [{ field: 'authState', labels: 'authState' }, { field: 'type', labels: 'workType' }],
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
      },
      open: [
        {
          route: 'twdetail',
          query: { id: 'row.id' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } },
        },
        {
          route: 'leaddetail',
          query: { id: 'row.id', type: '2' },
          when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 2 } },
        },
        { route: 'leaddetail', query: { id: 'row.id' } },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
