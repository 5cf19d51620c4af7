import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type FormEvent } from 'react';
import { PageDialog } from '../../components/page-dialog';
import * as commonTexts from '../../../generated/texts/common';
import * as tagsTexts from '../../../generated/texts/tags';

/** The add-tag pop-up: a name, added and chosen on 确定. */
export function AddTagDialog({ onCancel, onAdd }: { onCancel(): void; onAdd(tag: string): void }) {
  const [name, setName] = useState('');
  const tag = name.trim().replace(/,|，/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog's own form: its Enter must not submit the publish form around it
    event.stopPropagation();
    if (tag) onAdd(tag);
  };
  return (
    <PageDialog open onClose={onCancel} aria-labelledby="add-tag-title">
      <form onSubmit={submit}>
        <DialogTitle id="add-tag-title">{tagsTexts.addTagTitle}</DialogTitle>
        <DialogContent>
          <OutlinedInput
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={tagsTexts.tagPlaceholder}
            inputProps={{ 'aria-label': tagsTexts.tagName, maxLength: 10 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{commonTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!tag}>
            {commonTexts.confirm}
          </Button>
        </DialogActions>
      </form>
    </PageDialog>
  );
}
