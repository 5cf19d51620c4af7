import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { forms } from '../../generated/forms';
import { href } from '../../generated/routes';
import { Loading } from '../components/loading';
import { api } from '../lib/http';
import { IdcardStatus } from '../lib/real-name-gate';
import { toast } from '../lib/toast';
import { saveIdcardStatus } from '../lib/session';
import { useSession } from '../lib/use-session';
import { FormView } from '../pages/form-view';
import { withWidgets, type LoadedForm } from '../pages/widgets';
import * as realNameTexts from '../../generated/texts/real-name';
import { labelOf } from '../lib/display';

type Member = ApiResult<'getMemberDetail'>;

/** What the member submitted before: shown when verified, offered again for correction when rejected. */
const storedOf = (m: Member) => ({
  idcardPositivePic: m.idcardPositivePic || undefined,
  idcardBackPic: m.idcardBackPic || undefined,
  idcardRealName: m.idcardRealName || undefined,
  idcardNo: m.idcardNo || undefined,
});

/**
 * 实名认证 /user/Verified (seed 1 §2.8, §4): the ID card's two sides, name and number; the
 * card-recognition service fills name and number once both sides are uploaded. Verified (1): the
 * stored submission, read-only. Under review (0) on load: 实名审核中 and back to the previous page.
 * Not verified (-1) or rejected (2): the form (spec/forms/real-name-verification.yaml: the id-card
 * widget's recognition, the confirm before the call, the success dialog back to the user home).
 */
export function VerifiedScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [member, setMember] = useState<Member | null>(null);
  const [module, setModule] = useState<LoadedForm | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    forms['real-name-verification']().then(withWidgets).then(setModule);
  }, []);

  const userId = session?.userId;
  useEffect(() => {
    if (!userId) return;
    api.getMemberDetail({ userId }).then(
      (m) => {
        saveIdcardStatus(m.idcardStatus); // the gate reads the stored status
        setMember(m);
      },
      () => undefined,
    );
  }, [userId]);

  const status = member?.idcardStatus;
  const stored = useMemo(
    () => (member && status !== IdcardStatus.notVerified ? storedOf(member) : undefined),
    [member, status],
  );
  useEffect(() => {
    // once only: StrictMode runs effects twice, and two navigate(-1) would leave two pages
    if (status !== IdcardStatus.underReview || leaving.current) return;
    leaving.current = true;
    toast(realNameTexts.pending);
    // the first page the portal opened has no previous page of ours to go back to
    if (location.key === 'default') navigate(href('user'), { replace: true });
    else navigate(-1);
  }, [status, location.key, navigate]);

  if (!member || !module || status === IdcardStatus.underReview) return <Loading />;
  const verified = status === IdcardStatus.verified;
  // spec/display.yaml's realNamePage badge; a code it does not name reads as not verified
  const chip = labelOf(member.idcardStatus, 'realNamePage') ?? labelOf(IdcardStatus.notVerified, 'realNamePage');

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 4 } }} aria-labelledby="verified-title">
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
        <Typography id="verified-title" variant="h5" component="h1">
          {module.form.title}
        </Typography>
        <Chip label={chip?.text} color={chip?.tone ?? 'default'} size="small" />
      </Stack>
      {status === IdcardStatus.rejected && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {realNameTexts.rejected}
        </Alert>
      )}
      <FormView module={module} idPrefix="verified" initial={stored} readOnly={verified} />
    </Paper>
  );
}
