import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PageDialog } from './page-dialog';
import * as commonTexts from '../../generated/texts/common';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onCancel(): void;
  onConfirm(): void;
}

/** A yes / no question before something that cannot be undone (delete, clear). */
export function ConfirmDialog({ open, title, text, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <PageDialog open={open} onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{commonTexts.cancel}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {commonTexts.confirm}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}

/** A value shown whole in a pop-up (the goods detail's 查看电话, seed 3 §2.6), closed by 关闭. */
export function ValueDialog({ title, text, onClose }: { title: string; text: string; onClose(): void }) {
  return (
    <PageDialog open onClose={onClose} aria-labelledby="value-title" aria-describedby="value-text">
      <DialogTitle id="value-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="value-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {commonTexts.close}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
