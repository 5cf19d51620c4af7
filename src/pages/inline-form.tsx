import { Suspense } from 'react';
import type { FormId } from '../../generated/forms';
import { Loading } from '../components/loading';
import { lazyForm } from './lazy-form';

/**
 * A spec/forms form inline on a composed page (the publish pages, the festival application tab). A
 * module of its own, apart from the dialog's: a page whose form is inline does not load MUI's dialog
 * (modal, focus trap, backdrop — ~7 KB gzip).
 */
export function InlineForm({
  form,
  onSuccess,
}: {
  form: FormId;
  onSuccess(result: unknown, sent: { locked: boolean }): void;
}) {
  const Body = lazyForm(form);
  return (
    <Suspense fallback={<Loading />}>
      <Body onSuccess={onSuccess} />
    </Suspense>
  );
}
