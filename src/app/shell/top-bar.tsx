import { Link, useNavigate } from 'react-router-dom';
import { href, navigation, platform } from '../../../generated/routes';
import { logout as endSession } from '../../lib/logout';
import { useSession } from '../../lib/use-session';
import { AppQrList } from './app-qr';
import { DropMenu } from './drop-menu';
import { NavItem } from './nav-item';
import { useMember } from './use-member';

/** The top bar of seed 1 §2.3: home, login/register or the member's name, messages, logout and the menus. */
export function TopBar() {
  const session = useSession();
  const member = useMember(session);
  const navigate = useNavigate();

  async function logout() {
    if (!session) return;
    // Logout clears the session and follows the address the server returns (seed 1 §4).
    const target = await endSession();
    if (target) window.location.assign(target);
    else navigate(href('index'));
  }

  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <nav aria-label="账户" className="top-bar-left">
          <span>欢迎来到{platform}</span>
          <Link to={href('index')}>首页</Link>
          {session ? (
            <>
              <Link to={href('user')} className="username">
                {member?.nickname || session.username}
              </Link>
              <Link to={href('noticeCenter')} aria-label={`消息，${member?.unreadCount ?? 0}条未读`}>
                消息
                {/* a CSS pill rather than MUI's Badge: this is the only one in the shell (1.7 KB gzip on every route) */}
                {!!member?.unreadCount && (
                  <span className="count-badge" aria-hidden>
                    {member.unreadCount > 99 ? '99+' : member.unreadCount}
                  </span>
                )}
              </Link>
              <button type="button" className="link-button" onClick={logout}>
                退出
              </button>
            </>
          ) : (
            <>
              <Link to={href('login')}>登录</Link>
              <DropMenu label="注册" links={navigation.header.register} />
            </>
          )}
        </nav>
        <nav aria-label="服务与帮助" className="top-bar-right">
          <NavItem link={{ label: '我的账户', route: 'user' }} />
          <DropMenu label="服务" links={navigation.header.service} />
          <DropMenu label="帮助中心" links={navigation.header.help} />
          <DropMenu label="网站导航" links={navigation.header.siteMap} />
          <DropMenu label="手机App">
            <AppQrList />
          </DropMenu>
        </nav>
      </div>
    </div>
  );
}
