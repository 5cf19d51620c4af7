import { useLocation } from 'react-router-dom';
import { href, type NavLink, type RouteName } from '../../../generated/routes';
import { NavItem } from './nav-item';

export interface MenuGroup {
  title: string;
  links: readonly NavLink[];
}

const target = (link: NavLink) => (link.route ? href(link.route as RouteName, link.query as never) : '');

/** The left menu of the user and creator centres, from spec/routes.yaml; the current entry is marked. */
export function SideMenu({ label, groups }: { label: string; groups: readonly MenuGroup[] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <nav className="side-menu" aria-label={label}>
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
    </nav>
  );
}
