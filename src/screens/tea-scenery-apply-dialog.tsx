import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../lib/messages';
import { toast } from '../lib/toast';
import { PageDialog } from '../components/page-dialog';

const empty = { name: '', contact: '', phone: '' };

/**
 * 申请入驻 for a tea garden. Seed 3 §2.10 shows the dialog "with no submission shown": there is no
 * call in the spec for it, so 提交 deliberately validates nothing and sends nothing — it answers
 * 暂未开放 (the seeds' text for features that are not available) and closes. Checking fields that go
 * nowhere would only promise a submission that does not exist.
 */
export function ApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(empty);
  const field = (key: keyof typeof empty) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function close() {
    onClose();
    setValues(empty);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    toast(messages.notOpen);
    close();
  }

  return (
    <PageDialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="apply-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="apply-title">申请入驻</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>请填写茶园的基本信息。</DialogContentText>
          <Stack spacing={2}>
            <TextField label="茶园名称" autoFocus fullWidth {...field('name')} />
            <TextField label="联系人" fullWidth {...field('contact')} />
            <TextField label="联系电话" type="tel" fullWidth slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }} {...field('phone')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>取消</Button>
          <Button type="submit" variant="contained">
            提交
          </Button>
        </DialogActions>
      </form>
    </PageDialog>
  );
}
