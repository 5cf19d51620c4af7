import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { href, navigation } from '../../../generated/routes';
import { AppQrList } from './app-qr';

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
    <aside className="side-panel" aria-label="快捷服务">
      <Link to={href('user')}>我的账户</Link>
      <details>
        <summary>客服</summary>
        <p>客服热线：{navigation.hotline}</p>
      </details>
      <Link to={href('user')} state={{ section: 'feedback' }}>
        反馈
      </Link>
      <details>
        <summary>App</summary>
        <AppQrList />
      </details>
      <button type="button" className="link-button" onClick={backToTop}>
        顶部
      </button>
    </aside>
  );
}
