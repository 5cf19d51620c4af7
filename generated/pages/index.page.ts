// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** / */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'carousel',
      operation: 'homeBannerList',
      params: { platform: 0 },
      image: 'picUrl',
      height: 340,
      interval: { params: {}, operation: 'getHomeBannerConfig', field: 'value', unit: 's', default: 3000 },
      open: [
        {
          kind: 'href',
          href: 'row.content',
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 1 } },
        },
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 2 } },
        },
        {
          kind: 'navigate',
          route: 'contentDetail',
          query: { index: 'row._index' },
          when: { test: { ref: 'scope', path: 'jumpType' }, op: 'eq', value: { value: 3 } },
        },
      ],
    },
    {
      kind: 'carousel',
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 1 },
      image: 'sourceMaterial',
      height: 120,
      interval: 4000,
      open: [
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'srswType' }, op: 'empty', empty: false },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
    },
    {
      kind: 'tabs',
      heading: '茶文化节',
      more: { label: '更多', route: 'chaCulture' },
      query: 'activityTab',
      items: [
        {
          label: '报名中',
          blocks: [
            {
              kind: 'list',
              operation: 'getPcActivityList',
              params: { pageNo: 1, pageSize: 2, status: 1, timeType: 0 },
              columns: 2,
              item: {
                layout: 'tile',
                image: { field: 'coverPic' },
                title: { field: 'name' },
                badges: [{ field: 'status', labels: 'activityStatus' }],
                lines: [
                  { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
                  { field: 'address' },
                ],
              },
              open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              empty: '暂无数据',
              queryPrefix: '',
            },
          ],
        },
        {
          label: '进行中',
          blocks: [
            {
              kind: 'list',
              operation: 'getPcActivityList',
              params: { pageNo: 1, pageSize: 2, status: 2, timeType: 0 },
              columns: 2,
              item: {
                layout: 'tile',
                image: { field: 'coverPic' },
                title: { field: 'name' },
                badges: [{ field: 'status', labels: 'activityStatus' }],
                lines: [
                  { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
                  { field: 'address' },
                ],
              },
              open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              empty: '暂无数据',
              queryPrefix: '',
            },
          ],
        },
      ],
    },
    {
      kind: 'carousel',
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 10 },
      image: 'sourceMaterial',
      height: 120,
      interval: 4000,
      open: [
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'srswType' }, op: 'empty', empty: false },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
    },
    {
      kind: 'tabs',
      heading: '供需大厅',
      more: { label: '更多', route: 'bigDeal' },
      query: 'tradeTab',
      items: [
        {
          label: '我要买',
          blocks: [
            {
              kind: 'list',
              operation: 'listWantBuys',
              params: { pageIndex: 1, pageSize: 4 },
              columns: 2,
              item: {
                image: { field: 'enterpriseImg' },
                title: { field: 'goodName' },
                badges: [
                  {
                    text: '已结束',
                    when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'eq', value: { value: '0天' } },
                  },
                ],
                lines: [
                  { field: 'enterpriseName' },
                  { label: '采购量', field: 'purchaseVolume' },
                  {
                    label: '剩余报价时间',
                    field: 'offerHaveTime',
                    when: { test: { ref: 'scope', path: 'offerHaveTime' }, op: 'ne', value: { value: '0天' } },
                  },
                ],
              },
              open: [{ route: 'cgdetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              empty: '暂无数据',
              queryPrefix: '',
            },
          ],
        },
        {
          label: '我有货',
          blocks: [
            {
              kind: 'list',
              operation: 'listSourceGoods',
              params: { pageIndex: 1, pageSize: 2 },
              columns: 2,
              item: {
                image: { field: 'imgs' },
                title: { field: 'memberNickName' },
                lines: [{ field: 'detailedInformation' }, { field: 'crtTime', format: 'date' }],
              },
              open: [{ route: 'prodetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
              empty: '暂无数据',
              queryPrefix: '',
            },
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: '云赏头条',
      more: { label: '更多', route: 'leadNews' },
      operation: 'findToutiaoByCondition',
      params: { pageIndex: 1, pageSize: 5, userId: 'session.userId' },
      card: [
        { card: 'question', when: { test: { ref: 'scope', path: 'type' }, op: 'eq', value: { value: 3 } } },
        { card: 'article' },
      ],
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
    {
      kind: 'carousel',
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 11 },
      image: 'sourceMaterial',
      height: 120,
      interval: 4000,
      open: [
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'srswType' }, op: 'empty', empty: false },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
    },
    {
      kind: 'list',
      heading: '茶园用工',
      more: { label: '更多', route: 'yslist' },
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 6, type: 0, status: 1 },
      columns: 2,
      card: 'job',
      open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      empty: '暂无数据',
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '茶园茶器',
      more: { label: '更多', route: 'xyChaqi' },
      operation: 'teaQiList',
      params: { pageIndex: 1, pageSize: 2 },
      columns: 2,
      item: { layout: 'tile', image: { field: 'pic' }, title: { field: 'name' }, lines: [{ field: 'address' }] },
      open: [{ route: 'xyChaqiD', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      empty: '暂无数据',
      queryPrefix: '',
    },
    {
      kind: 'carousel',
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 12 },
      image: 'sourceMaterial',
      height: 120,
      interval: 4000,
      open: [
        {
          kind: 'call',
          then: 'openUrl',
          call: {
            params: { type: 'row.srswType', userId: 'session.userId', isPC: 1 },
            operation: 'singleSignOnUrl',
          },
          when: { test: { ref: 'scope', path: 'srswType' }, op: 'empty', empty: false },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
    },
    {
      kind: 'carousel',
      heading: '荣誉殿堂',
      more: { label: '更多', route: 'honorHall' },
      operation: 'listHonourBanners',
      image: 'picUrl',
      caption: 'name',
      height: 180,
      interval: 3000,
      open: [{ kind: 'navigate', route: 'honorHall', query: { type: 'row.type' } }],
      params: {},
    },
  ],
  side: [
    {
      kind: 'links',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
      heading: '欢迎来到信阳茶产业门户',
      links: [{ label: '登录', route: 'login' }, { label: '个人注册', route: 'grReg' }, { label: '法人注册', route: 'frReg' }],
    },
    { kind: 'screen', screen: 'daily-sign-in' },
    {
      kind: 'buttons',
      heading: '便捷服务',
      actions: [
        {
          kind: 'call',
          label: '信用卡',
          then: 'openUrl',
          variant: 'outlined',
          call: { params: { type: 2, userId: 'session.userId', isPC: 1 }, operation: 'singleSignOnUrl' },
        },
        {
          kind: 'call',
          label: '茶农贷款',
          then: { go: 'teaLoanApply' },
          variant: 'outlined',
          call: { params: { memberId: 'session.userId' }, operation: 'showLoanApply' },
          gate: { login: '请先登录' },
        },
        { kind: 'navigate', label: '新手指南', variant: 'outlined', route: 'newGuide' },
        {
          kind: 'call',
          label: '商城',
          then: 'openUrl',
          variant: 'outlined',
          call: { params: { type: 1, userId: 'session.userId', isPC: 1 }, operation: 'singleSignOnUrl' },
        },
      ],
    },
    {
      kind: 'list',
      heading: '公告',
      more: { label: '更多', route: 'moreNoticewz' },
      operation: 'getNoticeList',
      params: { pageIndex: 1, pageSize: 5 },
      item: { title: { field: 'title' }, lines: [{ field: 'crtTime', format: 'date' }] },
      open: [{ route: 'ggDetail', query: { id: 'row.id' } }],
      empty: '暂无数据',
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '推荐云尚号',
      operation: 'listRecommendedCreators',
      params: { memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      item: {
        image: { field: 'memberHeadPic' },
        title: { field: 'memberNickName' },
        lines: [{ template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
      },
      open: [{ route: 'yshIndex', query: { id: 'row.userId' } }],
      actions: [
        {
          kind: 'toggle',
          field: 'isFollow',
          on: { params: { joinId: 'row.userId', type: '3', userId: 'session.userId' }, operation: 'doConcern' },
          off: {
            params: { joinId: 'row.userId', type: '3', userId: 'session.userId' },
            operation: 'deleteConcern',
          },
          labels: ['关注', '已关注'],
          toasts: ['关注成功', '取消关注成功'],
          gate: { login: '请先登录' },
        },
      ],
      empty: '暂无数据',
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '最新职位',
      more: { label: '更多', route: 'yslist' },
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 3, type: 2, status: 1 },
      item: {
        title: { field: 'jobName' },
        lines: [{ field: 'chayuanName' }],
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
      },
      open: [{ route: 'ysServiceDetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
    {
      kind: 'links',
      heading: '更多频道',
      links: [
        { label: '花卉市场', route: 'flowerMarket' },
        { label: '全部分类', route: 'allclass' },
        { label: '销售榜', route: 'salesList' },
        { label: '茶叶风光', route: 'chaScenery' },
        { label: '茶荣誉', route: 'teaHonor' },
        { label: '学习培训', route: 'learnPX' },
      ],
    },
  ],
  sideAt: 'right',
  hideTitle: true,
};
