import { useSyncExternalStore } from 'react';

// A phone in the shell's sense (app/styles.css: the tab bar and the top bar show up to 600 px).
const PHONE = '(max-width: 600px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is a phone's: for what a phone is shown instead, not as well (CSS hides the rest). */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
