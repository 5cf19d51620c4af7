// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** / */
export const page: Page = {
  kind: 'page',
  hideTitle: true,
  main: [
    {
      kind: 'carousel',
      height: 340,
      image: 'picUrl',
      interval: { default: 3000, field: 'value', operation: 'getHomeBannerConfig', params: {}, unit: 's' },
      open: [
        {
          kind: 'href',
          href: 'row.content',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 1 } },
        },
        {
          kind: 'call',
          call: {
            operation: 'singleSignOnUrl',
            params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' },
          },
          then: 'openUrl',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 2 } },
        },
        {
          kind: 'navigate',
          query: { index: 'row._index' },
          route: 'contentDetail',
          when: { op: 'eq', test: { path: 'jumpType', ref: 'scope' }, value: { value: 3 } },
        },
      ],
      operation: 'homeBannerList',
      params: { platform: 0 },
    },
    {
      kind: 'carousel',
      height: 120,
      image: 'sourceMaterial',
      interval: 4000,
      open: [
        {
          kind: 'call',
          call: {
            operation: 'singleSignOnUrl',
            params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' },
          },
          then: 'openUrl',
          when: { empty: false, op: 'empty', test: { path: 'srswType', ref: 'scope' } },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 1 },
    },
    {
      kind: 'tabs',
      heading: '茶文化节',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              columns: 2,
              empty: '暂无数据',
              item: {
                badges: [{ field: 'status', labels: 'activityStatus' }],
                image: { field: 'coverPic' },
                layout: 'tile',
                lines: [
                  {
                    label: '报名时间',
                    template: [{ field: 'signUpStartTime' }, { text: ' 至 ' }, { field: 'signUpEndTime' }],
                    when: { empty: false, op: 'empty', test: { path: 'signUpStartTime', ref: 'scope' } },
                  },
                  {
                    label: '活动时间',
                    template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }],
                    when: { empty: true, op: 'empty', test: { path: 'signUpStartTime', ref: 'scope' } },
                  },
                  { field: 'address' },
                ],
                title: { field: 'name' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'hddetail' }],
              operation: 'getPcActivityList',
              params: { pageNo: 1, pageSize: 2, status: 1, timeType: 0 },
              queryPrefix: '',
            },
          ],
          label: '报名中',
        },
        {
          blocks: [
            {
              kind: 'list',
              columns: 2,
              empty: '暂无数据',
              item: {
                badges: [{ field: 'status', labels: 'activityStatus' }],
                image: { field: 'coverPic' },
                layout: 'tile',
                lines: [
                  { label: '活动时间', template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] },
                  { field: 'address' },
                ],
                title: { field: 'name' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'hddetail' }],
              operation: 'getPcActivityList',
              params: { pageNo: 1, pageSize: 2, status: 2, timeType: 0 },
              queryPrefix: '',
            },
          ],
          label: '进行中',
        },
      ],
      more: { label: '更多', route: 'chaCulture' },
      query: 'activityTab',
    },
    {
      kind: 'carousel',
      height: 120,
      image: 'sourceMaterial',
      interval: 4000,
      open: [
        {
          kind: 'call',
          call: {
            operation: 'singleSignOnUrl',
            params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' },
          },
          then: 'openUrl',
          when: { empty: false, op: 'empty', test: { path: 'srswType', ref: 'scope' } },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 10 },
    },
    {
      kind: 'tabs',
      heading: '供需大厅',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              columns: 2,
              empty: '暂无数据',
              item: {
                badges: [
                  {
                    text: '已结束',
                    when: { op: 'eq', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
                  },
                ],
                image: { field: 'enterpriseImg' },
                lines: [
                  { field: 'enterpriseName' },
                  { field: 'purchaseVolume', label: '采购量' },
                  {
                    field: 'offerHaveTime',
                    label: '剩余报价时间',
                    when: { op: 'ne', test: { path: 'offerHaveTime', ref: 'scope' }, value: { value: '0天' } },
                  },
                ],
                title: { field: 'goodName' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'cgdetail' }],
              operation: 'listWantBuys',
              params: { pageIndex: 1, pageSize: 4 },
              queryPrefix: '',
            },
          ],
          label: '我要买',
        },
        {
          blocks: [
            {
              kind: 'list',
              columns: 2,
              empty: '暂无数据',
              item: {
                image: { field: 'imgs' },
                lines: [{ field: 'detailedInformation' }, { field: 'crtTime', format: 'date' }],
                title: { field: 'memberNickName' },
              },
              open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'prodetail' }],
              operation: 'listSourceGoods',
              params: { pageIndex: 1, pageSize: 2 },
              queryPrefix: '',
            },
          ],
          label: '我有货',
        },
      ],
      more: { label: '更多', route: 'bigDeal' },
      query: 'tradeTab',
    },
    {
      kind: 'list',
      card: [
        { card: 'question', when: { op: 'eq', test: { path: 'type', ref: 'scope' }, value: { value: 3 } } },
        { card: 'article' },
      ],
      empty: '暂无数据',
      heading: '云赏头条',
      more: { label: '更多', route: 'leadNews' },
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
      params: { pageIndex: 1, pageSize: 5, userId: 'session.userId' },
      queryPrefix: '',
    },
    {
      kind: 'carousel',
      height: 120,
      image: 'sourceMaterial',
      interval: 4000,
      open: [
        {
          kind: 'call',
          call: {
            operation: 'singleSignOnUrl',
            params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' },
          },
          then: 'openUrl',
          when: { empty: false, op: 'empty', test: { path: 'srswType', ref: 'scope' } },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 11 },
    },
    {
      kind: 'list',
      card: 'job',
      columns: 2,
      empty: '暂无数据',
      heading: '茶园用工',
      more: { label: '更多', route: 'yslist' },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 6, status: 1, type: 0 },
      queryPrefix: '',
    },
    {
      kind: 'list',
      columns: 2,
      empty: '暂无数据',
      heading: '茶园茶器',
      item: { image: { field: 'pic' }, layout: 'tile', lines: [{ field: 'address' }], title: { field: 'name' } },
      more: { label: '更多', route: 'xyChaqi' },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'xyChaqiD' }],
      operation: 'teaQiList',
      params: { pageIndex: 1, pageSize: 2 },
      queryPrefix: '',
    },
    {
      kind: 'carousel',
      height: 120,
      image: 'sourceMaterial',
      interval: 4000,
      open: [
        {
          kind: 'call',
          call: {
            operation: 'singleSignOnUrl',
            params: { isPC: 1, type: 'row.srswType', userId: 'session.userId' },
          },
          then: 'openUrl',
          when: { empty: false, op: 'empty', test: { path: 'srswType', ref: 'scope' } },
        },
        { kind: 'path', path: 'row.advertisementConnection' },
      ],
      operation: 'listSpaceAdvertisements',
      params: { advertisementSpaceId: 12 },
    },
    {
      kind: 'carousel',
      caption: 'name',
      heading: '荣誉殿堂',
      height: 180,
      image: 'picUrl',
      interval: 3000,
      more: { label: '更多', route: 'honorHall' },
      open: [{ kind: 'navigate', query: { type: 'row.type' }, route: 'honorHall' }],
      operation: 'listHonourBanners',
      params: {},
    },
  ],
  side: [
    {
      kind: 'links',
      heading: '欢迎来到信阳茶产业门户',
      links: [{ label: '登录', route: 'login' }, { label: '个人注册', route: 'grReg' }, { label: '法人注册', route: 'frReg' }],
      when: { empty: true, op: 'empty', test: { path: 'userId', ref: 'session' } },
    },
    { kind: 'screen', screen: 'daily-sign-in' },
    {
      kind: 'buttons',
      actions: [
        {
          kind: 'call',
          call: { operation: 'singleSignOnUrl', params: { isPC: 1, type: 2, userId: 'session.userId' } },
          label: '信用卡',
          then: 'openUrl',
          variant: 'outlined',
        },
        {
          kind: 'call',
          call: { operation: 'showLoanApply', params: { memberId: 'session.userId' } },
          gate: { login: '请先登录' },
          label: '茶农贷款',
          then: { go: 'teaLoanApply' },
          variant: 'outlined',
        },
        { kind: 'navigate', label: '新手指南', route: 'newGuide', variant: 'outlined' },
        {
          kind: 'call',
          call: { operation: 'singleSignOnUrl', params: { isPC: 1, type: 1, userId: 'session.userId' } },
          label: '商城',
          then: 'openUrl',
          variant: 'outlined',
        },
      ],
      heading: '便捷服务',
    },
    {
      kind: 'list',
      empty: '暂无数据',
      heading: '公告',
      item: { lines: [{ field: 'crtTime', format: 'date' }], title: { field: 'title' } },
      more: { label: '更多', route: 'moreNoticewz' },
      open: [{ query: { id: 'row.id' }, route: 'ggDetail' }],
      operation: 'getNoticeList',
      params: { pageIndex: 1, pageSize: 5 },
      queryPrefix: '',
    },
    {
      kind: 'list',
      actions: [
        {
          kind: 'toggle',
          field: 'isFollow',
          gate: { login: '请先登录' },
          labels: ['关注', '已关注'],
          off: {
            operation: 'deleteConcern',
            params: { joinId: 'row.userId', type: '3', userId: 'session.userId' },
          },
          on: { operation: 'doConcern', params: { joinId: 'row.userId', type: '3', userId: 'session.userId' } },
          toasts: ['关注成功', '取消关注成功'],
        },
      ],
      empty: '暂无数据',
      heading: '推荐云尚号',
      item: {
        image: { as: 'avatar', field: 'memberHeadPic' },
        lines: [{ template: [{ text: '粉丝 ' }, { field: 'fansNum' }] }],
        title: { field: 'memberNickName' },
      },
      open: [{ query: { id: 'row.userId' }, route: 'yshIndex' }],
      operation: 'listRecommendedCreators',
      params: { memberId: 'session.userId', pageIndex: 1, pageSize: 10 },
      queryPrefix: '',
    },
    {
      kind: 'list',
      heading: '最新职位',
      item: {
        aside: { template: [{ field: 'xinzi' }, { text: '元' }] },
        lines: [{ field: 'chayuanName' }],
        title: { field: 'jobName' },
      },
      more: { label: '更多', route: 'yslist' },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'ysServiceDetail' }],
      operation: 'listJobs',
      params: { pageIndex: 1, pageSize: 3, status: 1, type: 2 },
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
};
