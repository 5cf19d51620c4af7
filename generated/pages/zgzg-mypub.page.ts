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
        { kind: 'form', label: '添加下级', variant: 'outlined', form: 'add-sub-member' },
      ],
    },
    {
      kind: 'tabs',
      query: 'tab',
      items: [
        {
          label: '本人',
          blocks: [
            {
              kind: 'list',
              operation: 'listJobs',
              params: { userId: 'session.userId' },
              pageSize: 10,
              queryPrefix: 'job',
              item: {
                title: { field: 'title' },
                badges: [
                  { field: 'status', labels: 'jobListing' },
                  {
                    text: '急招',
                    tone: 'error',
                    when: { test: { ref: 'scope', path: 'jzStatus' }, op: 'eq', value: { value: 1 } },
                  },
                ],
                lines: [
                  {
                    label: '工作日期',
                    template: [{ field: 'ygkssj' }, { text: ' 至 ' }, { field: 'ygjssj' }],
                    when: { test: { ref: 'scope', path: 'ygkssj' }, op: 'empty', empty: false },
                  },
                  { label: '发布时间', field: 'crtTime' },
                ],
              },
              actions: [
                {
                  kind: 'toggle',
                  field: 'status',
                  on: { params: { id: 'row.id', status: 1 }, operation: 'setJobListing' },
                  off: { params: { id: 'row.id', status: 0 }, operation: 'setJobListing' },
                  labels: ['上架', '下架'],
                },
                {
                  kind: 'navigate',
                  label: '查看',
                  variant: 'outlined',
                  route: 'ysServiceDetail',
                  query: { id: 'row.id' },
                },
                {
                  kind: 'navigate',
                  label: '修改',
                  variant: 'outlined',
                  route: 'pubjob',
                  query: { id: 'row.id' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
        {
          label: '村长',
          blocks: [
            {
              kind: 'list',
              operation: 'listSubMembers',
              params: { cqId: 'session.userId', role: 0 },
              pageSize: 10,
              queryPrefix: 'm0',
              item: {
                title: { field: 'name' },
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { label: '加入时间', field: 'createTime' },
                  { label: '手机号', field: 'phone', format: 'phone' },
                  { label: '所在村', field: 'cun' },
                ],
              },
              actions: [
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
        {
          label: '组长',
          blocks: [
            {
              kind: 'list',
              operation: 'listSubMembers',
              params: { cqId: 'session.userId', role: 1 },
              pageSize: 10,
              queryPrefix: 'm1',
              item: {
                title: { field: 'name' },
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { label: '加入时间', field: 'createTime' },
                  { label: '手机号', field: 'phone', format: 'phone' },
                  { label: '所在村', field: 'cun' },
                ],
              },
              actions: [
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
        {
          label: '茶农',
          blocks: [
            {
              kind: 'list',
              operation: 'listSubMembers',
              params: { cqId: 'session.userId', role: 2 },
              pageSize: 10,
              queryPrefix: 'm2',
              item: {
                title: { field: 'name' },
                badges: [{ field: 'role', labels: 'subMemberRole' }],
                lines: [
                  { label: '加入时间', field: 'createTime' },
                  { label: '手机号', field: 'phone', format: 'phone' },
                  { label: '所在村', field: 'cun' },
                ],
              },
              actions: [
                {
                  kind: 'call',
                  label: '删除',
                  toast: '删除成功!',
                  variant: 'outlined',
                  confirm: '确定要删除吗？',
                  call: { params: { id: 'row.id' }, operation: 'deleteSubMember' },
                },
              ],
              empty: '暂无数据',
            },
          ],
        },
      ],
    },
  ],
  sideAt: 'right',
};
