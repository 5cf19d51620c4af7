// Following a navigation entry of spec/routes.yaml: a route (a visitor first told to log in when it is
// login-only), an outside address, or a 暂未开放 answer. A module without components: React Fast Refresh
// refuses to update a component module that exports a hook too, which costs a route-table update under
// `npm run dev` a second round.
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { href, routeByName, type NavLink, type RouteName } from '../../../generated/routes';
import { messages } from '../../lib/messages';
import { readSession } from '../../lib/session';
import { toast } from '../../lib/toast';

export const target = (link: NavLink) => href(link.route as RouteName, link.query as never);

/**
 * A visitor following an entry to a login-only route is told 请先登录 and taken to the login page,
 * which brings them back afterwards (seed 1 §2.1). Returns whether it stepped in.
 */
export function loginFirst(link: NavLink, navigate: NavigateFunction): boolean {
  if (!link.route || routeByName[link.route].public || readSession()) return false;
  toast(messages.loginFirst);
  navigate(href('login', { redirect: target(link) }));
  return true;
}

/** Follows an entry the way a click on its NavItem would; for menus whose items are not anchors. */
export function useFollow(): (link: NavLink) => void {
  const navigate = useNavigate();
  return (link) => {
    if (loginFirst(link, navigate)) return;
    if (link.route) navigate(target(link));
    else if (link.href) window.open(link.href, '_blank', 'noreferrer');
    else toast(messages.notOpen);
  };
}
