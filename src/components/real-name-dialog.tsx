import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PageDialog } from './page-dialog';
import * as realNameTexts from '../../generated/texts/real-name';
import * as commonTexts from '../../generated/texts/common';

/** The real-name gate's go-verify dialog (seed 1 §5, §6) saying `text`. */
export function RealNameDialog({ text, onCancel, onVerify }: { text: string; onCancel(): void; onVerify(): void }) {
  return (
    <PageDialog open onClose={onCancel} aria-labelledby="real-name-gate-title" aria-describedby="real-name-gate-text">
      <DialogTitle id="real-name-gate-title">{realNameTexts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="real-name-gate-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{commonTexts.cancel}</Button>
        <Button variant="contained" onClick={onVerify}>
          {realNameTexts.goVerify}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
