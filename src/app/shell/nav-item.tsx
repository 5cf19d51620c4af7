import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NavLink } from '../../../generated/routes';
import { messages } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { loginFirst, target } from './follow';

/**
 * One navigation entry of spec/routes.yaml: a route link, an outside address, or a 暂未开放 answer.
 * `current`: the entry leads to the page shown (aria-current, which styles.css marks).
 */
export function NavItem({
  link,
  className,
  current,
  children,
}: {
  link: NavLink;
  className?: string;
  current?: boolean;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const text = children ?? link.label;
  if (link.route) {
    const guard = (e: MouseEvent) => {
      if (loginFirst(link, navigate)) e.preventDefault();
    };
    return (
      <Link className={className} to={target(link)} onClick={guard} aria-current={current ? 'page' : undefined}>
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
