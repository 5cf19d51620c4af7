import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router-dom';
import { href, routeByName, type NavLink, type RouteName } from '../../../generated/routes';
import { messages } from '../../lib/messages';
import { readSession } from '../../lib/session';
import { toast } from '../../lib/toast';

const target = (link: NavLink) => href(link.route as RouteName, link.query as never);

/**
 * A visitor following an entry to a login-only route is told 请先登录 and taken to the login page,
 * which brings them back afterwards (seed 1 §2.1). Returns whether it stepped in.
 */
function loginFirst(link: NavLink, navigate: NavigateFunction): boolean {
  if (!link.route || routeByName[link.route].public || readSession()) return false;
  toast(messages.loginFirst);
  navigate(href('login', { redirect: target(link) }));
  return true;
}

/** One navigation entry of spec/routes.yaml: a route link, an outside address, or a 暂未开放 answer. */
export function NavItem({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const text = children ?? link.label;
  if (link.route) {
    const guard = (e: MouseEvent) => {
      if (loginFirst(link, navigate)) e.preventDefault();
    };
    return (
      <Link className={className} to={target(link)} onClick={guard}>
        {text}
      </Link>
    );
  }
  if (link.href) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noreferrer">
        {text}
      </a>
    );
  }
  return (
    <button type="button" className={`${className ?? ''} link-button`} onClick={() => toast(messages.notOpen)}>
      {text}
    </button>
  );
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
