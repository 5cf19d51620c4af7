import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense } from 'react';
import type { FormId } from '../../generated/forms';
import type { ListRecord } from '../cards/types';
import { Loading } from '../components/loading';
import { DialogCloseButton, PageDialog } from '../components/page-dialog';
import { lazyForm } from './lazy-form';

export interface FormDialogProps {
  title: string;
  form: FormId;
  /** the record the form is about: it may read it as host.<field> */
  record?: ListRecord;
  /** true: an edit of the record, the form starts from its values */
  edit?: boolean;
  onClose(): void;
  onSuccess(): void;
}

/** A spec/forms form in a dialog: a list's add and edit actions. */
export function FormDialog({ title, form, record, edit, onClose, onSuccess }: FormDialogProps) {
  const Body = lazyForm(form);
  return (
    <PageDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="form-dialog-title">
      {/* the cross keeps clear of the title's end */}
      <DialogTitle id="form-dialog-title" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <DialogCloseButton onClick={onClose} />
      <DialogContent>
        <Suspense fallback={<Loading />}>
          <Body
            host={record}
            initial={edit ? (record as Record<string, unknown>) : undefined}
            onSuccess={onSuccess}
            inDialog
          />
        </Suspense>
      </DialogContent>
    </PageDialog>
  );
}
