// A form's two pop-ups, loaded when a form first opens one (most forms never do).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Fragment } from 'react';
import { PageDialog } from '../components/page-dialog';
import * as commonTexts from '../../generated/texts/common';

/** spec `confirm`: the values about to be sent, with the question, before the call. */
export function FormConfirmDialog({
  title,
  text,
  fields,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string;
  fields: { label: string; value: string }[];
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <PageDialog open onClose={onCancel} aria-labelledby="form-confirm-title">
      <DialogTitle id="form-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1,
            mt: 2,
            mb: 0,
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {fields.map((field) => (
            <Fragment key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{commonTexts.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {commonTexts.confirm}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}

/** after `dialog`: the result said in a pop-up; no onClose, the only way on is 确定. */
export function FormDoneDialog({ text, onDone }: { text: string; onDone(): void }) {
  return (
    <PageDialog open aria-describedby="form-done-text">
      <DialogContent>
        <DialogContentText id="form-done-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {commonTexts.confirm}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
