// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/deputyOperators */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'list',
      actions: [
        { kind: 'form', form: 'deputy-operator', label: '编辑' },
        {
          kind: 'call',
          call: { operation: 'deleteAdmin', params: { id: 'row.id' } },
          confirm: '确定要删除吗？',
          label: '删除',
          serverMessage: true,
          then: 'reload',
        },
      ],
      add: { form: 'deputy-operator', label: '添加副操作员' },
      card: 'deputy',
      operation: 'getAdminList',
      params: { enterpriseId: 'query.id' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
