import { Suspense, useId, useState } from 'react';
import { lazyThemed } from '../../components/themed';
import type { Session } from '../../lib/session';
import type { MemberDetail } from './use-member';
import * as shellTexts from '../../../generated/texts/shell';
import { fillText } from '../../lib/messages';

// the drawer (MUI's Drawer and Modal) loads when the menu first opens, not with every page
const NavDrawer = lazyThemed(() => import('./nav-drawer').then((m) => m.NavDrawer));

/** The phone header's menu button (shown on a narrow screen only): opens the navigation drawer. */
export function MenuButton({ session, member }: { session: Session | null; member: MemberDetail | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const unread = member?.unreadCount ?? 0;
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        {shellTexts.menu}
        {unread > 0 && (
          <span className="menu-button-dot" aria-label={fillText(shellTexts.unreadDot, { n: unread })} role="img" />
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NavDrawer id={id} session={session} member={member} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
