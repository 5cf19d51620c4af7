import { lazy, Suspense, type ComponentProps } from 'react';

// A system text's pop-up (and the HTML sanitiser it draws with) loads when first opened, not with the
// forms and screens that offer one.
const InfoDialog = lazy(() => import('./info-dialog').then((m) => ({ default: m.InfoDialog })));

export function LazyInfoDialog(props: ComponentProps<typeof InfoDialog>) {
  return (
    <Suspense fallback={null}>
      <InfoDialog {...props} />
    </Suspense>
  );
}
