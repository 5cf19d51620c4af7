import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { platform } from '../../generated/routes';
import { ToastView } from '../components/toast-view';
import { titleOf } from '../lib/route-variant';
import { useRouteDef } from './use-route-def';

/** Where each visited entry of the history was scrolled to, so back and forward return there. */
const scrolled = new Map<string, number>();

/**
 * Above every shell: the document title from route metadata, toasts, and the scroll position — the top
 * of a page newly opened, where it was on one returned to by back or forward (a list keeps its page
 * and filters in the address and its rows in the query cache, so it is as tall as it was).
 */
export function Root() {
  const { pathname, search, key } = useLocation();
  const navigation = useNavigationType();
  const def = useRouteDef();

  useEffect(() => {
    document.title =
      !def || def.name === 'index' ? platform : `${titleOf(def, new URLSearchParams(search))} - ${platform}`;
  }, [def, search]);

  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    const saved = navigation === 'POP' ? scrolled.get(key) : undefined;
    // a filter or a page of a list replaces the query of the same page: the place on it is kept
    if (saved !== undefined || shownPath.current !== pathname || navigation === 'PUSH') window.scrollTo(0, saved ?? 0);
    shownPath.current = pathname;
    const remember = () => scrolled.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname, key, navigation]);

  return (
    <>
      <Outlet />
      <ToastView />
    </>
  );
}
