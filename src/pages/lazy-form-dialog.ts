import { lazy } from 'react';

// The form runtime (rjsf, the validators) loads with the first form a page opens, not with the page:
// a composed page that only shows lists and records never downloads it.
export const FormDialog = lazy(() => import('./form-dialog').then((m) => ({ default: m.FormDialog })));
export const InlineForm = lazy(() => import('./inline-form').then((m) => ({ default: m.InlineForm })));
