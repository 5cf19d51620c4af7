import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Loading } from '../components/loading';
import {
  conflictOf,
  kindOfType,
  mayChange,
  stageOf,
  type VerificationKind,
  type VerificationRecord,
} from '../lib/creator-verification';
import { api } from '../lib/http';
import { toast } from '../lib/toast';
import { useSession } from '../lib/use-session';
import { ReviewStep, VerifiedStep } from './creator-verification-record';
import { ChooseKindStep, VerificationStepper } from './creator-verification-steps';
import * as verificationTexts from '../../generated/texts/verification';

// The form (and with it the form runtime) loads when the member picks a kind or edits: the page opens on
// the choice or the record, neither of them a form.
const VerificationFormStep = lazy(() =>
  import('./creator-verification-form').then((m) => ({ default: m.VerificationFormStep })),
);

interface Loaded {
  /** spec VerificationType of the login (1 company, 3 sub-user, else person) */
  type: number;
  record?: VerificationRecord;
}

/** What checkUserState and the record of the login's kind say (seed 1 §3, §7.2). */
async function loadVerification(userId: string): Promise<Loaded> {
  const state = await api.checkUserState({ userId });
  const kind = kindOfType(state.type);
  // the summary says whether there is a record; the record call has the fields the steps show
  const summary = kind === 'enterprise' ? state.enterprise : state.person;
  if (!summary) return { type: state.type };
  const record =
    kind === 'enterprise' ? await api.getTeaEnterpriseByUserId({ userId }) : await api.getTeaPersonByUserId({ userId });
  return { type: state.type, record: record ?? undefined };
}

/** An open form: a first submission of the chosen kind, or the record being changed. */
type Filling = { kind: VerificationKind; editing?: VerificationRecord };

/**
 * 创作者认证 /yshRz (seed 1 §2.9, §4, §5, §6): 1 choose personal or enterprise (refused for the other
 * account kind), 2 fill the form, 3 under review or rejected with the reason and 重新提交, 4 verified
 * with the account information and 编辑. Resubmitting and editing go through the update calls.
 */
export function CreatorVerificationScreen() {
  const session = useSession();
  const userId = session?.userId;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [filling, setFilling] = useState<Filling | null>(null);

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      setLoaded(await loadVerification(userId));
      setFailed(false);
    } catch {
      // the HTTP layer has shown why
      setFailed(true);
    }
  }, [userId]);

  useEffect(() => {
    reload();
  }, [reload]);

  if (!session || (!loaded && !failed)) return <Loading />;

  const type = loaded?.type ?? 0;
  const stage = stageOf(loaded?.record);
  const editable = mayChange(type);
  const edit = (record: VerificationRecord) => setFilling({ kind: kindOfType(type), editing: record });

  function choose(kind: VerificationKind) {
    const refusal = conflictOf(kind, { isCompany: session!.isCompany, type });
    if (refusal) toast(refusal);
    else setFilling({ kind });
  }

  let body;
  if (filling) {
    body = (
      <Suspense fallback={<Loading />}>
        <VerificationFormStep
          kind={filling.kind}
          editing={filling.editing}
          // from a new form back to the choice; from an edit back to the record it changes
          onBack={() => setFilling(null)}
          onSubmitted={async () => {
            await reload();
            setFilling(null);
          }}
        />
      </Suspense>
    );
  } else if (!loaded) {
    body = null;
  } else if (stage.step === 0) {
    body = <ChooseKindStep onChoose={choose} />;
  } else if (stage.step === 2) {
    body = (
      <ReviewStep
        status={stage.status}
        record={stage.record}
        onResubmit={editable ? () => edit(stage.record) : undefined}
      />
    );
  } else {
    body = <VerifiedStep record={stage.record} onEdit={editable ? () => edit(stage.record) : undefined} />;
  }

  return (
    <Paper elevation={0} sx={{ width: 960, maxWidth: '100%', mx: 'auto', p: { xs: 0, sm: 4 } }}>
      <Stack spacing={4}>
        <Typography variant="h5" component="h1">
          {verificationTexts.title}
        </Typography>
        <VerificationStepper
          active={filling ? 1 : stage.step}
          rejected={!filling && stage.step === 2 && stage.status === 'rejected'}
        />
        {body}
      </Stack>
    </Paper>
  );
}
