import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { pages } from '../../generated/pages';
import { href, type PageId, type PageRef, type Render, type RouteDef } from '../../generated/routes';
import { Loading } from '../components/loading';
import { RealNameRoute } from '../components/real-name-gate';
import { lazyThemed } from '../components/themed';
import { messages } from '../lib/messages';
import { titleOf, variantOf } from '../lib/route-variant';
import { toast } from '../lib/toast';
import { useSession } from '../lib/use-session';
import { preloadScreen, screens } from '../screens';
import { RouteErrorBoundary } from './route-error-boundary';

// The form runtime (rjsf and its MUI theme) loads with the first form route, the composed and
// server-HTML pages with theirs, not with the shell; a composed page draws MUI only in parts that
// bring the theme themselves (components/themed.tsx).
const FormPage = lazyThemed(() => import('../pages/form-page').then((m) => m.FormPage));
const HtmlPage = lazy(() => import('../pages/html-page').then((m) => ({ default: m.HtmlPage })));

/** One route: the login gate of seed 1 §2.1, then what spec/routes.yaml says renders it. */
export function RouteView({ def }: { def: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  const [query] = useSearchParams();
  useStartChat(def.startsChat && session !== null);
  // the entry a member stood on: one who logs out (or whose session ends) there is not told to log in
  const memberHere = useRef<string | null>(null);
  if (session) memberHere.current = location.key;
  if (!def.public && !session) {
    return <LoginFirst back={`${location.pathname}${location.search}`} tell={memberHere.current !== location.key} />;
  }
  const render = variantOf(def, query)?.render ?? def.render;
  const page = <Rendered render={render} title={titleOf(def, query)} />;
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<Loading />}>{def.realName ? <RealNameRoute>{page}</RealNameRoute> : page}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * A visitor on a login-only page, opened directly or from a link without a gate (a notice of
 * /moreNoticewz), is told 请先登录 as a gated click tells them (decision "Route access follows the public
 * list of seed 1"), then sent to the login page, which brings them back.
 */
function LoginFirst({ back, tell }: { back: string; tell: boolean }) {
  useEffect(() => {
    if (tell) toast(messages.loginFirst);
  }, [tell]);
  return <Navigate to={href('login', { redirect: back } as never)} replace />;
}

/** The chat client (and its module) loads only where a route says it starts, for a member. */
function useStartChat(starts: boolean) {
  useEffect(() => {
    if (starts) void import('../features/chat/use-chat').then((m) => m.chatStore.start());
  }, [starts]);
}

const composed = new Map<PageId, LazyExoticComponent<ComponentType<{ title: string }>>>();

/**
 * A composed page: its blocks (generated/pages/) and the page runtime load together, once, and the
 * screens it opens with beside them (drawn after its blocks were known, /user's member card came last).
 */
function composedPage({ id, screens: opening = [] }: PageRef) {
  let Page = composed.get(id);
  if (!Page) {
    opening.forEach(preloadScreen);
    Page = lazy(() =>
      Promise.all([pages[id](), import('../pages/page-view')]).then(([{ page }, { PageView }]) => ({
        default: ({ title }: { title: string }) => <PageView page={page} title={title} />,
      })),
    );
    composed.set(id, Page);
  }
  return Page;
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
    case 'page': {
      const Page = composedPage(render);
      return <Page title={title} />;
    }
  }
}
