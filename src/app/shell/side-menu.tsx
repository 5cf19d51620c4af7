import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { href, type NavLink, type RouteName } from '../../../generated/routes';
import { useRouteDef } from '../use-route-def';
import { NavItem } from './nav-item';

export interface MenuGroup {
  title: string;
  links: readonly NavLink[];
}

const target = (link: NavLink) => (link.route ? href(link.route as RouteName, link.query as never) : '');

/**
 * The left menu of the user and creator centres, from spec/routes.yaml; the current entry is marked. On
 * a narrow screen it folds above the page behind a button naming the current entry (a disclosure:
 * styles.css hides the button on a wide screen, where the menu is always open), and folds again when an
 * entry is followed.
 */
export function SideMenu({ label, groups }: { label: string; groups: readonly MenuGroup[] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => setOpen(false), [here]);
  const current = groups.flatMap((g) => g.links).find((link) => target(link) === here);
  // a page a phone shows as an entry page holds the menu itself (pages/phone-entries.tsx): styles.css hides this one
  // there
  const render = useRouteDef()?.render;
  const entries = render?.kind === 'page' && render.phoneEntries === true;
  return (
    <nav className={entries ? 'side-menu on-entry-page' : 'side-menu'} aria-label={label}>
      <button
        type="button"
        className="side-menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        {current && `：${current.label}`}
        <span aria-hidden>{open ? '▴' : '▾'}</span>
      </button>
      {/* an entry followed folds the menu at once; the address change that also folds it renders later */}
      <div
        id={id}
        className={open ? 'side-menu-groups open' : 'side-menu-groups'}
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
      >
        {groups.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.label}${target(link)}`} className={target(link) === here ? 'current' : undefined}>
                  <NavItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
