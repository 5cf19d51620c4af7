import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { platform, type RouteDef } from '../../generated/routes';
import { ToastView } from '../components/toast-view';

/** Above every shell: the document title from route metadata, scroll to top after navigation, toasts. */
export function Root() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const def = matches[matches.length - 1]?.handle as RouteDef | undefined;

  useEffect(() => {
    document.title = !def || def.name === 'index' ? platform : `${def.title} - ${platform}`;
  }, [def]);

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
