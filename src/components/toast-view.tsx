import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toastTiming, toasts } from '../lib/toast';

/**
 * Renders the toast store; a fading toast eases out over the last 450 ms of its 1 500 ms. The stack is
 * added to <body> only while it has toasts: an open dialog hides the page from assistive technology
 * (aria-hidden on body's children at the moment it opens), and a stack created afterwards stays heard;
 * one that was already shown when the dialog opened is un-hidden by the next toast.
 */
export function ToastView() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get);
  const stack = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => stack.current?.removeAttribute('aria-hidden'), [list]);
  if (!list.length) return null;
  return createPortal(
    <div ref={stack} className="toast-stack" aria-live="polite">
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
    </div>,
    document.body,
  );
}
