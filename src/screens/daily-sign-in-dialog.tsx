import DialogContent from '@mui/material/DialogContent';
import { SignInCard } from './user-home-sign-in';
import { PageDialog } from '../components/page-dialog';

/** The sign-in modal of the home page: the user home's sign-in card. */
export function SignInDialog({ memberId, onClose }: { memberId: string; onClose(): void }) {
  return (
    <PageDialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="sign-in-title">
      <DialogContent sx={{ p: 0 }}>
        {/* the home page shows no points of its own: nothing to read again after a sign-in */}
        <SignInCard memberId={memberId} onSigned={() => undefined} />
      </DialogContent>
    </PageDialog>
  );
}
