import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { api } from '../lib/http';
import { Html } from './html';
import { Loading } from './loading';
import { PageDialog } from './page-dialog';

export type InfoType = Parameters<typeof api.getInfo>[0]['type'];
type Info = { title?: string; content: string };

/** getInfo texts already read, so reopening a pop-up does not ask again (a failed read is asked again). */
const texts = new Map<InfoType, Promise<Info>>();
function infoOf(type: InfoType): Promise<Info> {
  let text = texts.get(type);
  if (!text) {
    text = api.getInfo({ type }).catch(() => {
      texts.delete(type);
      return { content: '' };
    });
    texts.set(type, text);
  }
  return text;
}

/**
 * A system text (getInfo by type: agreements, the sign-in rule) in a pop-up, its server HTML through
 * <Html>; titled by the server's title, else `fallbackTitle`. `actions` are the dialog's buttons.
 */
export function InfoDialog({
  type,
  fallbackTitle,
  onClose,
  actions,
}: {
  type: InfoType;
  fallbackTitle: string;
  onClose(): void;
  actions: ReactNode;
}) {
  const id = useId();
  const [info, setInfo] = useState<Info | null>(null);
  useEffect(() => {
    let live = true;
    infoOf(type).then((t) => live && setInfo(t));
    return () => {
      live = false;
    };
  }, [type]);
  return (
    <PageDialog open onClose={onClose} scroll="paper" maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{info?.title || fallbackTitle}</DialogTitle>
      <DialogContent dividers>{info ? <Html html={info.content} /> : <Loading />}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </PageDialog>
  );
}
