import { Suspense, type ComponentProps } from 'react';
import { lazyThemed } from './themed';

// the go-verify dialog (MUI's Dialog and Modal) loads when the real-name gate first asks, not with every page
const RealNameDialog = lazyThemed(() => import('./real-name-dialog').then((m) => m.RealNameDialog));

export function LazyRealNameDialog(props: ComponentProps<typeof RealNameDialog>) {
  return (
    <Suspense fallback={null}>
      <RealNameDialog {...props} />
    </Suspense>
  );
}
