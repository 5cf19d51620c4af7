import { useEffect, useRef } from 'react';
import { navigation } from '../../../generated/routes';
import { AppQrList } from './app-qr';
import { NavItem } from './nav-item';
import { texts } from '../../../generated/texts';
import { fillText } from '../../lib/messages';

const { stepPx, everyMs } = navigation.sidePanel.backToTop;

/** Scrolls up by `stepPx` every `everyMs` until the top (seed 1 §2.3: 50 px every 10 ms). */
function useBackToTop(): () => void {
  const timer = useRef<ReturnType<typeof setInterval>>();
  useEffect(() => () => clearInterval(timer.current), []);
  return () => {
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      if (window.scrollY <= 0) clearInterval(timer.current);
      else window.scrollBy(0, -Math.min(stepPx, window.scrollY));
    }, everyMs);
  };
}

/** The floating side panel: my account, customer service, feedback, app QR codes, back to top. */
export function SidePanel() {
  const backToTop = useBackToTop();
  return (
    <aside className="side-panel" aria-label={texts.shell.quickServices}>
      <NavItem link={navigation.account} />
      <details>
        <summary>{texts.shell.customerService}</summary>
        <p>{fillText(texts.shell.hotline, { phone: navigation.hotline })}</p>
      </details>
      <NavItem link={{ label: texts.shell.feedback, route: 'user', query: { section: 'feedback' } }} />
      <details>
        <summary>App</summary>
        <AppQrList />
      </details>
      <button type="button" className="link-button" onClick={backToTop}>
        {texts.shell.backToTop}
      </button>
    </aside>
  );
}
