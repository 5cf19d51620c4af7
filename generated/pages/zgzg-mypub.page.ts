// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/zgzgMypub */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'buttons',
      actions: [
        { kind: 'navigate', label: '发布职位', route: 'pubjob' },
        { kind: 'form', form: 'add-sub-member', label: '添加下级', variant: 'outlined' },
      ],
    },
    {
      kind: 'tabs',
      items: [
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'toggle',
                  field: 'status',
                  labels: ['上架', '下架'],
                  off: { operation: 'setJobListing', params: { id: 'row.id', status: 0 } },
                  on: { operation: 'setJobListing', params: { id: 'row.id', status: 1 } },
                },
                {
                  kind: 'navigate',
                  label: '查看',
                  query: { id: 'row.id' },
                  route: 'ysServiceDetail',
                  variant: 'outlined',
                },
                { kind: 'navigate', label: '修改', query: { id: 'row.id' }, route: 'pubjob', variant: 'outlined' },
              ],
              empty: '暂无数据',
              item: {
                badges: [
                  { field: 'status', labels: 'jobListing' },
                  {
                    text: '急招',
                    tone: 'error',
                    when: { op: 'eq', test: { path: 'jzStatus', ref: 'scope' }, value: { value: 1 } },
                  },
                ],
                lines: [
                  {
                    label: '工作日期',
                    template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
                    when: { empty: false, op: 'empty', test: { path: 'ygkssj', ref: 'scope' } },
                  },
                  { field: 'crtTime', label: '发布时间' },
                ],
                title: { field: 'title' },
              },
              operation: 'listJobs',
              pageSize: 10,
              params: { userId: 'session.userId' },
              queryPrefix: 'job',
            },
          ],
          label: '本人',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'details',
                  dialogTitle: '成员详情',
                  fields: [
                    { field: 'name', label: '姓名' },
                    { field: 'role', label: '身份', labels: 'subMemberRole' },
                    { field: 'phone', label: '手机号' },
                    { field: 'cun', label: '所在村' },
                    { field: 'createTime', label: '加入时间' },
                  ],
                  label: '查看',
                  variant: 'outlined',
                },
                {
                  kind: 'call',
                  call: { operation: 'deleteSubMember', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                },
              ],
              empty: '暂无数据',
              item: {
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { field: 'createTime', label: '加入时间' },
                  { field: 'phone', format: 'phone', label: '手机号' },
                  { field: 'cun', label: '所在村' },
                ],
                title: { field: 'name' },
              },
              operation: 'listSubMembers',
              pageSize: 10,
              params: { cqId: 'session.userId', role: 0 },
              queryPrefix: 'm0',
            },
          ],
          label: '村长',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'details',
                  dialogTitle: '成员详情',
                  fields: [
                    { field: 'name', label: '姓名' },
                    { field: 'role', label: '身份', labels: 'subMemberRole' },
                    { field: 'phone', label: '手机号' },
                    { field: 'cun', label: '所在村' },
                    { field: 'createTime', label: '加入时间' },
                  ],
                  label: '查看',
                  variant: 'outlined',
                },
                {
                  kind: 'call',
                  call: { operation: 'deleteSubMember', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                },
              ],
              empty: '暂无数据',
              item: {
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { field: 'createTime', label: '加入时间' },
                  { field: 'phone', format: 'phone', label: '手机号' },
                  { field: 'cun', label: '所在村' },
                ],
                title: { field: 'name' },
              },
              operation: 'listSubMembers',
              pageSize: 10,
              params: { cqId: 'session.userId', role: 1 },
              queryPrefix: 'm1',
            },
          ],
          label: '组长',
        },
        {
          blocks: [
            {
              kind: 'list',
              actions: [
                {
                  kind: 'details',
                  dialogTitle: '成员详情',
                  fields: [
                    { field: 'name', label: '姓名' },
                    { field: 'role', label: '身份', labels: 'subMemberRole' },
                    { field: 'phone', label: '手机号' },
                    { field: 'cun', label: '所在村' },
                    { field: 'createTime', label: '加入时间' },
                  ],
                  label: '查看',
                  variant: 'outlined',
                },
                {
                  kind: 'call',
                  call: { operation: 'deleteSubMember', params: { id: 'row.id' } },
                  confirm: '确定要删除吗？',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                },
              ],
              empty: '暂无数据',
              item: {
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { field: 'createTime', label: '加入时间' },
                  { field: 'phone', format: 'phone', label: '手机号' },
                  { field: 'cun', label: '所在村' },
                ],
                title: { field: 'name' },
              },
              operation: 'listSubMembers',
              pageSize: 10,
              params: { cqId: 'session.userId', role: 2 },
              queryPrefix: 'm2',
            },
          ],
          label: '茶农',
        },
      ],
      query: 'tab',
    },
  ],
  sideAt: 'right',
};
