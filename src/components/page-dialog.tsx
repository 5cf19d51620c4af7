import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef } from 'react';
import { Icon } from './icon';
import * as commonTexts from '../../generated/texts/common';

const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * A pop-up of a page. The browser's Back or Forward closes it: the page under it is changing, and a
 * dialog left open would stand over the next page when that page is the same view with other query
 * (one purchase request's detail to another's). A dialog without onClose (a result's 确定) is left to
 * its page.
 */
export function PageDialog({ onClose, ...props }: DialogProps) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!props.open) return;
    const onHistory = () => close.current?.({}, 'backdropClick');
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, [props.open]);
  return <Dialog onClose={onClose} {...props} />;
}

/** The 关闭 cross of a dialog's title, for dialogs whose only other way out is Escape or the backdrop. */
export function DialogCloseButton({ onClick }: { onClick(): void }) {
  return (
    <IconButton
      aria-label={commonTexts.close}
      onClick={onClick}
      size="small"
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <Icon path={CLOSE} />
    </IconButton>
  );
}
