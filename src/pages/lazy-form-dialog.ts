import { lazyThemed } from '../components/themed';

// The form runtime (rjsf, the validators) loads with the first form a page opens, not with the page:
// a composed page that only shows lists and records never downloads it.
export const FormDialog = lazyThemed(() => import('./form-dialog').then((m) => m.FormDialog));
export const InlineForm = lazyThemed(() => import('./inline-form').then((m) => m.InlineForm));
