import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toDataURL } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ShareBlock as ShareSpec } from '../../../generated/routes';
import * as blocksTexts from '../../../generated/texts/blocks';
import { fillText } from '../../lib/messages';

/**
 * Share boxes (seed 3 §2.9): each a button whose popover, on hover or focus, shows the QR code of the
 * page's own address for a phone to scan.
 */
export function ShareBlock({ block }: { block: ShareSpec }) {
  const location = useLocation();
  const [qr, setQr] = useState('');
  const [open, setOpen] = useState<{ label: string; anchor: HTMLElement } | null>(null);
  // closing gives focus back to the button once the popover has gone; that focus must not open it again
  const restoring = useRef(false);
  const close = () => {
    restoring.current = true;
    setOpen(null);
  };
  useEffect(() => {
    let live = true;
    void toDataURL(window.location.href, { margin: 1, width: 160 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [location.pathname, location.search]);
  return (
    <Stack direction="row" spacing={1}>
      {block.labels.map((label) => (
        <Button
          key={label}
          size="small"
          variant="outlined"
          aria-haspopup="dialog"
          onMouseEnter={(e) => setOpen({ label, anchor: e.currentTarget })}
          onFocus={(e) => {
            if (!restoring.current) setOpen({ label, anchor: e.currentTarget });
          }}
          onClick={(e) => setOpen({ label, anchor: e.currentTarget })}
        >
          {label}
        </Button>
      ))}
      <Popover
        open={Boolean(open)}
        anchorEl={open?.anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { onMouseLeave: close, role: 'dialog', 'aria-label': open?.label },
          // the focus comes back when the popover has unmounted, just after it has faded out
          transition: { onExited: () => void setTimeout(() => (restoring.current = false)) },
        }}
      >
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Typography variant="subtitle2">{open?.label}</Typography>
          {qr && (
            <Box
              component="img"
              src={qr}
              alt={fillText(blocksTexts.shareQr, { label: open?.label ?? '' })}
              sx={{ width: 160, height: 160, display: 'block' }}
            />
          )}
        </Box>
      </Popover>
    </Stack>
  );
}
