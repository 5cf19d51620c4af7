// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/deputyOperators */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      operation: 'getAdminList',
      params: { enterpriseId: 'query.id' },
      card: 'deputy',
      add: { label: '添加副操作员', form: 'deputy-operator' },
      actions: [
        { kind: 'form', label: '编辑', form: 'deputy-operator' },
        {
          kind: 'call',
          label: '删除',
          serverMessage: true,
          then: 'reload',
          confirm: '确定要删除吗？',
          call: { params: { id: 'row.id' }, operation: 'deleteAdmin' },
        },
      ],
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
