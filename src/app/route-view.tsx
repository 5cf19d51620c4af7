import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { href, type Render, type RouteDef } from '../../generated/routes';
import { Loading } from '../components/loading';
import { RealNameRoute } from '../components/real-name-gate';
import { titleOf, variantOf } from '../lib/route-variant';
import { useSession } from '../lib/use-session';
import { screens } from '../screens';
import { RouteErrorBoundary } from './route-error-boundary';

// The form runtime (rjsf and its MUI theme) loads with the first form route, the composed and
// server-HTML pages with theirs, not with the shell.
const FormPage = lazy(() => import('../pages/form-page').then((m) => ({ default: m.FormPage })));
const PageView = lazy(() => import('../pages/page-view').then((m) => ({ default: m.PageView })));
const HtmlPage = lazy(() => import('../pages/html-page').then((m) => ({ default: m.HtmlPage })));

/** One route: the login gate of seed 1 §2.1, then what spec/routes.yaml says renders it. */
export function RouteView({ def }: { def: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  const [query] = useSearchParams();
  if (!def.public && !session) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={href('login', { redirect: back } as never)} replace />;
  }
  const render = variantOf(def, query)?.render ?? def.render;
  const page = <Rendered render={render} title={titleOf(def, query)} />;
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<Loading />}>{def.realName ? <RealNameRoute>{page}</RealNameRoute> : page}</Suspense>
    </RouteErrorBoundary>
  );
}

function Rendered({ render, title }: { render: Render; title: string }) {
  switch (render.kind) {
    case 'screen': {
      const Screen = screens[render.screen];
      return <Screen />;
    }
    case 'form':
      return <FormPage id={render.form} title={title} />;
    case 'html':
      return <HtmlPage spec={render} title={title} />;
    case 'page':
      return <PageView page={render} title={title} />;
  }
}
