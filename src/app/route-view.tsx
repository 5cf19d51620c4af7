import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { href, type RouteDef } from '../../generated/routes';
import type { FormId } from '../../generated/forms';
import { Loading } from '../components/loading';
import { useSession } from '../lib/use-session';
import { HtmlPage } from '../pages/html-page';
import { screens } from '../screens';
import { RouteErrorBoundary } from './route-error-boundary';

// The form runtime (rjsf and its MUI theme) loads with the first form route, not with the shell.
const FormPage = lazy(() => import('../pages/form-page').then((m) => ({ default: m.FormPage })));

/** One route: the login gate of seed 1 §2.1, then what spec/routes.yaml says renders it. */
export function RouteView({ def }: { def: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  if (!def.public && !session) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={href('login', { redirect: back } as never)} replace />;
  }
  const { render } = def;
  const Screen = render.kind === 'screen' ? screens[render.screen] : null;
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<Loading />}>
        {Screen ? <Screen /> : render.kind === 'html' ? <HtmlPage spec={render} fallbackTitle={def.title} /> : <FormPage id={(render as { form: FormId }).form} title={def.title} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
