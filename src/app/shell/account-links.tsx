import { Link, useNavigate } from 'react-router-dom';
import { href, navigation } from '../../../generated/routes';
import { logout as endSession } from '../../lib/logout';
import type { Session } from '../../lib/session';
import { DropMenu } from './drop-menu';
import { NavItem } from './nav-item';
import type { MemberDetail } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';
import { fillText } from '../../lib/messages';

/**
 * The account entries of the top bar (seed 1 §2.3): login and register for a visitor; the member's name,
 * messages and logout for a member. The phone menu lists them too, with the register entries spelled
 * out (`flat`) rather than in a menu of their own.
 */
export function AccountLinks({
  session,
  member,
  flat = false,
}: {
  session: Session | null;
  member: MemberDetail | null;
  flat?: boolean;
}) {
  const navigate = useNavigate();

  async function logout() {
    if (!session) return;
    // Logout clears the session and follows the address the server returns (seed 1 §4).
    const target = await endSession();
    if (target) window.location.assign(target);
    else navigate(href('index'));
  }

  if (!session) {
    return (
      <>
        <Link to={href('login')}>{shellTexts.login}</Link>
        {flat ? (
          navigation.header.register.map((link) => <NavItem key={link.label} link={link} />)
        ) : (
          <DropMenu label={shellTexts.register} links={navigation.header.register} />
        )}
      </>
    );
  }
  return (
    <>
      <Link to={href('user')} className="username">
        {member?.nickname || session.username}
      </Link>
      <Link to={href('noticeCenter')} aria-label={fillText(shellTexts.messagesUnread, { n: member?.unreadCount ?? 0 })}>
        {shellTexts.messages}
        {/* a CSS pill rather than MUI's Badge: this is the only one in the shell (1.7 KB gzip on every route) */}
        {!!member?.unreadCount && (
          <span className="count-badge" aria-hidden>
            {member.unreadCount > 99 ? '99+' : member.unreadCount}
          </span>
        )}
      </Link>
      <button type="button" className="link-button" onClick={logout}>
        {shellTexts.logout}
      </button>
    </>
  );
}
