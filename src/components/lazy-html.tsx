import { lazy, Suspense } from 'react';

// The sanitiser (DOMPurify) loads with the first page that shows server HTML, not with every page.
const Html = lazy(() => import('./html').then((m) => ({ default: m.Html })));

/** Server HTML, sanitised; the rest of its block shows while the sanitiser loads. */
export function LazyHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <Html html={html} />
    </Suspense>
  );
}
