import { Link } from 'react-router-dom';
import { href, navigation, platform } from '../../../generated/routes';
import { useSession } from '../../lib/use-session';
import { RouteOutlet } from '../route-outlet';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { NavItem } from './nav-item';
import { SearchBox } from './search-box';
import { SideMenu, type MenuGroup } from './side-menu';
import { SidePanel } from './side-panel';
import { TabNav } from './tab-nav';
import { TopBar } from './top-bar';
import { useMember } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';

/**
 * The shared shell of seed 1 §2.3: top bar, logo and search, main navigation, page, footer, side panel;
 * the user and creator centres add their left menu beside the page. On a narrow screen (styles.css) the
 * top bar, the logo and the navigation give way to a compact bar that stays at the top (app-bar.tsx, with
 * the menu button), the centres' menu folds above the page, and on a phone a tab bar stays at the bottom
 * (tab-nav.tsx); the search form shows there on the tabs' own pages only.
 */
export function MainShell({ menu }: { menu?: { label: string; groups: readonly MenuGroup[] } }) {
  return (
    <div className="shell">
      <ShellHead />
      <nav className="main-nav" aria-label={shellTexts.mainNav}>
        <div className="container">
          {navigation.nav.map((link) => (
            <NavItem key={link.label} link={link} className="main-nav-item" />
          ))}
        </div>
      </nav>
      {menu ? (
        <div className="container page with-menu">
          <SideMenu label={menu.label} groups={menu.groups} />
          <main>
            <RouteOutlet />
          </main>
        </div>
      ) : (
        <main className="container page">
          <RouteOutlet />
        </main>
      )}
      <Footer />
      <SidePanel />
      <TabNav />
    </div>
  );
}

/**
 * The top bar and the header, which follow the session (the member's name, the unread count) — apart
 * from the page, which a change of theirs then does not draw again.
 */
function ShellHead() {
  const session = useSession();
  const member = useMember(session);
  return (
    <>
      <TopBar session={session} member={member} />
      <AppBar session={session} member={member} />
      <header className="site-header container">
        <Link to={href('index')} className="logo">
          {platform}
        </Link>
        <SearchBox />
      </header>
    </>
  );
}
