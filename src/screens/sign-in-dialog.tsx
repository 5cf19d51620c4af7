import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useSession } from '../lib/use-session';
import { SignInCard } from './user-home-sign-in';

/**
 * The sign-in modal of the creator centre (seed 2 §2.3 "Sign-in modal"): a button opening the user
 * home's 7-day sign-in card (streak, points, the reward row, 立即签到 / 今日已签到, the rule pop-up) in a
 * dialog. A screen block: the calendar is hand-written (src/screens/user-home-sign-in.tsx).
 */
export function SignInDialogScreen() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        每日签到
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="sign-in-dialog-title">
        <DialogTitle id="sign-in-dialog-title">签到</DialogTitle>
        <DialogContent>
          <SignInCard memberId={session.userId} onSigned={() => undefined} />
        </DialogContent>
      </Dialog>
    </>
  );
}
