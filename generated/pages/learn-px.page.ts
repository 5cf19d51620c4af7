// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /leadNews/learnPX */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'links',
      links: [
        { label: '推荐', route: 'tjlist' },
        { gate: { login: '请先登录' }, label: '关注', route: 'gzlist' },
        { label: '短视频', route: 'dsplist' },
        { label: '问答', route: 'twlist' },
        { label: '学习培训', route: 'learnPX' },
        { gate: { login: '请先登录' }, label: '茶器', route: 'xyChaqi' },
      ],
    },
    {
      kind: 'list',
      columns: 3,
      item: {
        image: { field: 'coverurl' },
        layout: 'tile',
        lines: [{ template: [{ text: '播放 ' }, { field: 'views' }, { text: ' · 评论 ' }, { field: 'commentNum' }] }],
        title: { field: 'title' },
      },
      open: [{ query: { id: 'row.id', type: '2' }, route: 'xuexiDetail' }],
      operation: 'studyVideoPageList',
      pageSize: 6,
      params: {},
      queryPrefix: '',
    },
  ],
  side: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'navigate',
          label: '发布',
          route: 'pubEssay',
          when: {
            any: [
              { op: 'eq', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'eq', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
        {
          kind: 'logout',
          label: '退出',
          variant: 'outlined',
          when: {
            any: [
              { op: 'eq', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'eq', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
        {
          kind: 'navigate',
          label: '去认证',
          route: 'Verified',
          when: {
            all: [
              { op: 'ne', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'ne', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
      ],
      blocks: [
        {
          kind: 'stats',
          items: [
            { field: 'followCount', label: '关注' },
            { field: 'fansCount', label: '粉丝' },
          ],
          params: {},
          when: {
            any: [
              { op: 'eq', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'eq', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
      ],
      image: { as: 'avatar', field: 'headurl' },
      operation: 'yunshangHaoHomeIndex',
      params: { userId: 'session.userId', userTwo: 'session.userId' },
      sections: [
        {
          text: '完成实名认证后即可发布头条',
          when: {
            all: [
              { op: 'ne', test: { path: 'idcardStatus', ref: 'scope' }, value: { value: 1 } },
              { op: 'ne', test: { path: 'isCompany', ref: 'scope' }, value: { value: 1 } },
            ],
          },
        },
      ],
      title: { field: 'nickname' },
      when: { empty: false, op: 'empty', test: { path: 'userId', ref: 'session' } },
    },
    {
      kind: 'text',
      text: '完成实名认证后即可发布头条',
      when: { empty: true, op: 'empty', test: { path: 'userId', ref: 'session' } },
    },
    {
      kind: 'buttons',
      actions: [{ kind: 'navigate', gate: { login: '请先登录' }, label: '去认证', route: 'Verified' }],
      when: { empty: true, op: 'empty', test: { path: 'userId', ref: 'session' } },
    },
    {
      kind: 'list',
      heading: '茶文化活动',
      item: {
        image: { field: 'coverPic' },
        lines: [{ template: [{ field: 'startTime' }, { text: ' 至 ' }, { field: 'endTime' }] }],
        title: { field: 'name' },
      },
      open: [{ gate: { login: '请先登录' }, query: { id: 'row.id' }, route: 'hddetail' }],
      operation: 'getPcActivityList',
      params: { pageNo: 1, pageSize: 3, status: 0, timeType: 0 },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
