import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Html } from '../../components/html';
import { api } from '../../lib/http';

interface AgreementOptions {
  infoType: 1 | 2 | 3 | 6 | 8 | 10;
  document: string;
}

/**
 * The "I have read and agree" box of registration: the agreement text comes from getInfo by type
 * (10 for registration, seed 1 §2.5) and opens in a dialog; agreeing there ticks the box.
 */
export function AgreementWidget({ id, value, onChange, label, options, disabled }: WidgetProps) {
  const { infoType, document } = options as unknown as AgreementOptions;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<{ title?: string; content: string } | null>(null);

  async function show() {
    setOpen(true);
    if (!text) setText(await api.getInfo({ type: infoType }).catch(() => ({ content: '' })));
  }

  return (
    <>
      <FormControlLabel
        control={<Checkbox id={id} checked={value === true} disabled={disabled} onChange={(_, checked) => onChange(checked || undefined)} />}
        label={
          <>
            {label}
            <Link component="button" type="button" onClick={show} sx={{ verticalAlign: 'baseline' }}>
              {document}
            </Link>
          </>
        }
      />
      <Dialog open={open} onClose={() => setOpen(false)} scroll="paper" maxWidth="md" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{text?.title || document}</DialogTitle>
        <DialogContent dividers>{text ? <Html html={text.content} /> : '加载中…'}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>关闭</Button>
          <Button
            variant="contained"
            onClick={() => {
              onChange(true);
              setOpen(false);
            }}
          >
            同意
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
