import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { SignInCard } from './user-home-sign-in';

/** The sign-in modal of the home page: the user home's sign-in card. */
export function SignInDialog({ memberId, onClose }: { memberId: string; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="sign-in-title">
      <DialogContent sx={{ p: 0 }}>
        {/* the home page shows no points of its own: nothing to read again after a sign-in */}
        <SignInCard memberId={memberId} onSigned={() => undefined} />
      </DialogContent>
    </Dialog>
  );
}
