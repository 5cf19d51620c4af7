import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { scenery } from '../../generated/content/scenery';
import { PageDialog } from '../components/page-dialog';

/**
 * 申请入驻 for a tea garden. Seed 3 §2.10 shows the dialog "with no submission shown", and the spec has
 * no call for it: the dialog says it is not open (spec/content.yaml, the seeds' 暂未开放) before anything
 * is typed, rather than take a name and phone that go nowhere.
 */
export function ApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PageDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="apply-title"
      aria-describedby="apply-text"
    >
      <DialogTitle id="apply-title">{scenery.applyDialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-text">{scenery.applyDialog.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {scenery.applyDialog.close}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
