// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /userysh/pubEssay */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'tabs',
      when: { test: { ref: 'session', path: 'username' }, op: 'eq', value: { value: 'yunshang' } },
      query: 'articleType',
      items: [
        { label: '云赏头条', value: 1, blocks: [{ kind: 'form', form: 'publish-article' }] },
        { label: '政策文章', value: 2, blocks: [{ kind: 'form', form: 'publish-policy-article' }] },
      ],
    },
    {
      kind: 'form',
      when: { test: { ref: 'session', path: 'username' }, op: 'ne', value: { value: 'yunshang' } },
      form: 'publish-article',
    },
  ],
  sideAt: 'right',
};
