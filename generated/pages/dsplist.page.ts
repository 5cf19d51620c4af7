// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/dsplist */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'links',
      links: [
        { label: '推荐', route: 'tjlist' },
        { label: '关注', route: 'gzlist', gate: { login: '请先登录' } },
        { label: '短视频', route: 'dsplist' },
        { label: '问答', route: 'twlist' },
        { label: '学习培训', route: 'learnPX' },
        { label: '茶器', route: 'xyChaqi', gate: { login: '请先登录' } },
      ],
    },
    {
      kind: 'list',
      operation: 'findToutiaoByCondition',
      params: { type: 2, userId: 'session.userId' },
      pageSize: 6,
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
      queryPrefix: '',
    },
  ],
  side: [
    {
      kind: 'record',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: false },
      operation: 'yunshangHaoHomeIndex',
      params: { userId: 'session.userId', userTwo: 'session.userId' },
      title: { field: 'nickname' },
      image: { field: 'headurl' },
      sections: [
        {
          text: '完成实名认证后即可发布头条',
          when: {
            all: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'ne', value: { value: 1 } },
            ],
          },
        },
      ],
      actions: [
        {
          kind: 'navigate',
          label: '发布',
          route: 'pubEssay',
          when: {
            any: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'eq', value: { value: 1 } },
            ],
          },
        },
        {
          kind: 'logout',
          label: '退出',
          variant: 'outlined',
          when: {
            any: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'eq', value: { value: 1 } },
            ],
          },
        },
        {
          kind: 'navigate',
          label: '去认证',
          route: 'Verified',
          when: {
            all: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'ne', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'ne', value: { value: 1 } },
            ],
          },
        },
      ],
      blocks: [
        {
          kind: 'stats',
          when: {
            any: [
              { test: { ref: 'scope', path: 'idcardStatus' }, op: 'eq', value: { value: 1 } },
              { test: { ref: 'scope', path: 'isCompany' }, op: 'eq', value: { value: 1 } },
            ],
          },
          params: {},
          items: [{ label: '关注', field: 'followCount' }, { label: '粉丝', field: 'fansCount' }],
        },
      ],
    },
    {
      kind: 'text',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
      text: '完成实名认证后即可发布头条',
    },
    {
      kind: 'buttons',
      when: { test: { ref: 'session', path: 'userId' }, op: 'empty', empty: true },
      actions: [{ kind: 'navigate', label: '去认证', route: 'Verified', gate: { login: '请先登录' } }],
    },
    {
      kind: 'list',
      heading: '茶文化活动',
      operation: 'getPcActivityList',
      params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
      item: {
        image: { field: 'coverPic' },
        title: { field: 'name' },
        lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
      },
      open: [{ route: 'hddetail', query: { id: 'row.id' }, gate: { login: '请先登录' } }],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
