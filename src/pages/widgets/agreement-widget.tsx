import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { WidgetProps } from '@rjsf/utils';
import { Fragment, useEffect, useState } from 'react';
import { Html } from '../../components/html';
import { api } from '../../lib/http';

type InfoType = Parameters<typeof api.getInfo>[0]['type'];
interface AgreementDocument {
  infoType: InfoType;
  document: string;
}

/** getInfo texts already read, so reopening a pop-up does not ask again. */
const texts = new Map<InfoType, Promise<{ title?: string; content: string }>>();
const textOf = (type: InfoType) => {
  let text = texts.get(type);
  if (!text) {
    text = api.getInfo({ type }).catch(() => {
      texts.delete(type);
      return { content: '' };
    });
    texts.set(type, text);
  }
  return text;
};

/** One agreement in a pop-up: the getInfo HTML of its type through <Html>; 同意 ticks the box. */
function AgreementDialog({ id, doc, onClose, onAgree }: { id: string; doc: AgreementDocument; onClose(): void; onAgree(): void }) {
  const [text, setText] = useState<{ title?: string; content: string } | null>(null);
  useEffect(() => {
    let live = true;
    textOf(doc.infoType).then((t) => live && setText(t));
    return () => {
      live = false;
    };
  }, [doc.infoType]);
  return (
    <Dialog open onClose={onClose} scroll="paper" maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{text?.title || doc.document}</DialogTitle>
      <DialogContent dividers>{text ? <Html html={text.content} /> : '加载中…'}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
        <Button variant="contained" onClick={onAgree}>
          同意
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `ui:widget: agreement`: the "I have read and agree" box. Each document (ui:options `documents`, or one
 * `infoType` + `document`) opens its getInfo text in a pop-up — 10 for registration (seed 1 §2.5), 1 and
 * 2 for creator verification (§2.9); agreeing there ticks the box.
 */
export function AgreementWidget({ id, value, onChange, label, options, disabled }: WidgetProps) {
  const documents = (options.documents ?? [{ infoType: options.infoType, document: options.document }]) as AgreementDocument[];
  const [open, setOpen] = useState<AgreementDocument | null>(null);
  return (
    <>
      <FormControlLabel
        control={<Checkbox id={id} checked={value === true} disabled={disabled} onChange={(_, checked) => onChange(checked || undefined)} />}
        label={
          <>
            {label}
            {documents.map((doc, i) => (
              <Fragment key={doc.infoType}>
                {i > 0 && '和'}
                <Link component="button" type="button" onClick={() => setOpen(doc)} sx={{ verticalAlign: 'baseline' }}>
                  {doc.document}
                </Link>
              </Fragment>
            ))}
          </>
        }
      />
      {open && (
        <AgreementDialog
          key={open.infoType}
          id={`${id}-${open.infoType}`}
          doc={open}
          onClose={() => setOpen(null)}
          onAgree={() => {
            onChange(true);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
