import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { platform, type RouteDef } from '../../generated/routes';
import { ToastView } from '../components/toast-view';
import { titleOf } from '../lib/route-variant';

/** Above every shell: the document title from route metadata, scroll to top after navigation, toasts. */
export function Root() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const def = matches[matches.length - 1]?.handle as RouteDef | undefined;

  useEffect(() => {
    document.title = !def || def.name === 'index' ? platform : `${titleOf(def, new URLSearchParams(search))} - ${platform}`;
  }, [def, search]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ToastView />
    </>
  );
}
