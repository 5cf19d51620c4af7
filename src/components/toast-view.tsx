import { useSyncExternalStore } from 'react';
import { toastTiming, toasts } from '../lib/toast';

/** Renders the toast store; a fading toast eases out over the last 450 ms of its 1 500 ms. */
export function ToastView() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get);
  return (
    <div className="toast-stack" aria-live="polite">
      {list.map((t) => (
        <div
          key={t.id}
          role="status"
          className="toast"
          style={{ opacity: t.fading ? 0 : 1, transition: `opacity ${toastTiming.fadeMs}ms linear` }}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
