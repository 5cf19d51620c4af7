// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/pubEssay */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      items: [
        { blocks: [{ kind: 'form', form: 'publish-article' }], label: '云赏头条', value: 1 },
        { blocks: [{ kind: 'form', form: 'publish-policy-article' }], label: '政策文章', value: 2 },
      ],
      query: 'articleType',
      when: { op: 'eq', test: { path: 'username', ref: 'session' }, value: { value: 'yunshang' } },
    },
    {
      kind: 'form',
      form: 'publish-article',
      when: { op: 'ne', test: { path: 'username', ref: 'session' }, value: { value: 'yunshang' } },
    },
  ],
  sideAt: 'right',
};
