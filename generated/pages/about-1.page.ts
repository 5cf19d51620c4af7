// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /about (variant 1) */
export const page: Page = {
  kind: 'page',
  main: [{ kind: 'list', card: 'hotline', operation: 'getCustomerServiceList', params: {}, queryPrefix: '' }],
  sideAt: 'right',
};
