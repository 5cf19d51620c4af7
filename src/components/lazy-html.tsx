import { lazy, Suspense } from 'react';

// The sanitiser (DOMPurify) loads with the first page that shows server HTML, not with every page.
const load = () => import('./html');
const Html = lazy(() => load().then((m) => ({ default: m.Html })));

/**
 * Starts loading the sanitiser now: a block that will show server HTML asks for it while its call is
 * still under way, so the text is drawn as soon as it comes rather than one download later.
 */
export function preloadHtml(): void {
  void load();
}

/** Server HTML, sanitised; the rest of its block shows while the sanitiser loads. */
export function LazyHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <Html html={html} />
    </Suspense>
  );
}
