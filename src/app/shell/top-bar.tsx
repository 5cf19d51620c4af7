import { Link } from 'react-router-dom';
import { href, navigation, platform } from '../../../generated/routes';
import type { Session } from '../../lib/session';
import { AccountLinks } from './account-links';
import { AppQrList } from './app-qr';
import { DropMenu } from './drop-menu';
import { NavItem } from './nav-item';
import type { MemberDetail } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';
import { fillText } from '../../lib/messages';

/**
 * The top bar of seed 1 §2.3: home, login/register or the member's name, messages, logout and the menus.
 * On a narrow screen it is hidden and the phone menu (menu-button.tsx) lists the same entries.
 */
export function TopBar({ session, member }: { session: Session | null; member: MemberDetail | null }) {
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <nav aria-label={shellTexts.accountNav} className="top-bar-left">
          <span>{fillText(shellTexts.welcome, { platform })}</span>
          <Link to={href('index')}>{shellTexts.home}</Link>
          <AccountLinks session={session} member={member} />
        </nav>
        <nav aria-label={shellTexts.serviceNav} className="top-bar-right">
          <NavItem link={navigation.account} />
          <DropMenu label={navigation.menuTitles.service} links={navigation.header.service} />
          <DropMenu label={navigation.menuTitles.help} links={navigation.header.help} />
          <DropMenu label={navigation.menuTitles.siteMap} links={navigation.header.siteMap} />
          <DropMenu label={navigation.menuTitles.app}>
            <AppQrList />
          </DropMenu>
        </nav>
      </div>
    </div>
  );
}
