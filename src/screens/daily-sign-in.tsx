import { Suspense, useState } from 'react';
import { PlainButton } from '../components/plain-button';
import { lazyThemed } from '../components/themed';
import { messages } from '../lib/messages';
import { useSession } from '../lib/use-session';
import { useLoginFirst } from '../pages/login-first';
import * as signInTexts from '../../generated/texts/sign-in';

// the modal and its calendar load when a member opens it, not with the home page
const SignInDialog = lazyThemed(() => import('./daily-sign-in-dialog').then((m) => m.SignInDialog));

/**
 * The home page's daily sign-in (seed 2 §2.4, "Sign-in modal"): a button that opens the user home's
 * sign-in card in a modal — streak, points, the 7-day reward row, 立即签到 / 已签到 and the rule pop-up.
 * A visitor is told 请先登录 and sent to log in, coming back here (seed 2 §5), as every login gate does.
 */
export function DailySignInScreen() {
  const session = useSession();
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (loginFirst(messages.loginFirst)) setOpen(true);
  };
  return (
    <div className="paper" style={{ padding: 16, display: 'flex', alignItems: 'center', gap: 16 }}>
      <div style={{ flex: 1 }}>
        <p className="t-body1 t-strong">{signInTexts.title}</p>
        <p className="t-body2 t-secondary">{signInTexts.slogan}</p>
      </div>
      <PlainButton color="warning" onClick={start}>
        {signInTexts.signIn}
      </PlainButton>
      {session && open && (
        <Suspense fallback={null}>
          <SignInDialog memberId={session.userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
