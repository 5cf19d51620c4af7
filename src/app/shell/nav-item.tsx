import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { href, type NavLink, type RouteName } from '../../../generated/routes';
import { messages } from '../../lib/messages';
import { toast } from '../../lib/toast';

/** One navigation entry of spec/routes.yaml: a route link, an outside address, or a 暂未开放 answer. */
export function NavItem({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  const text = children ?? link.label;
  if (link.route) {
    return (
      <Link className={className} to={href(link.route as RouteName, link.query as never)}>
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
    if (link.route) navigate(href(link.route as RouteName, link.query as never));
    else if (link.href) window.open(link.href, '_blank', 'noreferrer');
    else toast(messages.notOpen);
  };
}
