import Drawer from '@mui/material/Drawer';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { navigation, type NavLink } from '../../../generated/routes';
import { Icon } from '../../components/icon';
import { iconPaths } from '../../components/icon-paths';
import type { Session } from '../../lib/session';
import { AccountLinks } from './account-links';
import { AppQrList } from './app-qr';
import { NavItem } from './nav-item';
import { leadsHere, withoutRepeats } from './phone-nav';
import type { MemberDetail } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';

/** One titled list of entries in the phone menu, each with its icon; the entry of the page shown is marked. */
function Section({ title, links }: { title: string; links: readonly NavLink[] }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  if (!links.length) return null;
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}-${link.route ?? link.href ?? ''}`}>
            <NavItem link={link} current={leadsHere(link, pathname, query)}>
              {link.icon && <Icon path={iconPaths[link.icon]} />}
              {link.label}
            </NavItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// the menus of the wide screen's header name some places twice (大宗交易 in the navigation, the service
// menu and the site map): the phone menu lists each once, where it first appears
const [mainLinks, serviceLinks, helpLinks, siteLinks] = withoutRepeats([
  navigation.nav,
  navigation.header.service,
  navigation.header.help,
  navigation.header.siteMap,
]);

/**
 * The phone menu (loaded the first time it opens): the main navigation and what the top bar holds on a
 * wide screen — the account entries and the service, help and site menus spelled out, each place once. A modal drawer:
 * focus stays inside while it is open, Escape closes it, and focus returns to the menu button. Following
 * an entry closes it.
 */
export function NavDrawer({
  id,
  session,
  member,
  close,
}: {
  id: string;
  session: Session | null;
  member: MemberDetail | null;
  close(): void;
}) {
  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      slotProps={{
        paper: {
          id,
          className: 'nav-drawer',
          role: 'dialog',
          'aria-label': shellTexts.menu,
          onClick: (e: MouseEvent) => (e.target as HTMLElement).closest('a, button:not(.keep-open)') && close(),
        },
      }}
    >
      <button type="button" className="link-button keep-open nav-drawer-close" onClick={close}>
        {shellTexts.closeMenu}
      </button>
      <Section title={shellTexts.navSection} links={mainLinks} />
      <nav aria-label={shellTexts.accountNav}>
        <h2>{shellTexts.accountNav}</h2>
        <div className="nav-drawer-account">
          <NavItem link={navigation.account} />
          <AccountLinks session={session} member={member} flat />
        </div>
      </nav>
      <Section title={navigation.menuTitles.service} links={serviceLinks} />
      <Section title={navigation.menuTitles.help} links={helpLinks} />
      <Section title={navigation.menuTitles.siteMap} links={siteLinks} />
      <h2>{navigation.menuTitles.app}</h2>
      <AppQrList />
    </Drawer>
  );
}
