import { useEffect, useRef } from 'react';
import { navigation } from '../../../generated/routes';
import { AppQrList } from './app-qr';
import { NavItem } from './nav-item';
import * as shellTexts from '../../../generated/texts/shell';
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
    <aside className="side-panel" aria-label={shellTexts.quickServices}>
      <NavItem link={navigation.account} />
      <details>
        <summary>{shellTexts.customerService}</summary>
        <p>{fillText(shellTexts.hotline, { phone: navigation.hotline })}</p>
      </details>
      <NavItem link={{ label: shellTexts.feedback, route: 'user', query: { section: 'feedback' } }} />
      <details>
        <summary>App</summary>
        <AppQrList />
      </details>
      <button type="button" className="link-button" onClick={backToTop}>
        {shellTexts.backToTop}
      </button>
    </aside>
  );
}
