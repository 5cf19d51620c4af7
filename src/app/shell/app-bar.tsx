import { Link, useLocation, useNavigate } from 'react-router-dom';
import { href, platform } from '../../../generated/routes';
import { Icon } from '../../components/icon';
import type { Session } from '../../lib/session';
import { titleOf } from '../../lib/route-variant';
import { useRouteDef } from '../use-route-def';
import { MenuButton } from './menu-button';
import { isTabPage, tabOf } from './phone-nav';
import type { MemberDetail } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';

/**
 * The phone's compact top bar (≤ 600 px, styles.css), which stays at the top while the page scrolls: on
 * a tab's own page the platform's name, search and the menu; on an inner page a way back, the route's
 * title and the menu. Back goes back in the tab's history, or — opened from a link, with nothing to go
 * back to — to the tab the page belongs to.
 */
export function AppBar({ session, member }: { session: Session | null; member: MemberDetail | null }) {
  const def = useRouteDef();
  const { search } = useLocation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(href(tabOf(def?.name)?.route ?? 'index'));
  };
  const inner = def !== undefined && !isTabPage(def.name);
  return (
    <div className={inner ? 'app-bar inner' : 'app-bar'}>
      {inner ? (
        <>
          <button type="button" className="app-bar-icon" aria-label={shellTexts.back} onClick={back}>
            <Icon name="back" />
          </button>
          <span className="app-bar-title">{titleOf(def, new URLSearchParams(search))}</span>
        </>
      ) : (
        <Link to={href('index')} className="app-bar-logo">
          {platform}
        </Link>
      )}
      <Link to={href('search')} className="app-bar-icon app-bar-search" aria-label={shellTexts.search}>
        <Icon name="search" />
      </Link>
      <MenuButton session={session} member={member} />
    </div>
  );
}
