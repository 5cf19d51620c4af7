import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo } from 'react';
import type { FormId } from '../../generated/forms';
import { Loading } from '../components/loading';
import { editInitialOf, type VerificationKind, type VerificationRecord } from '../lib/creator-verification';
import { lazyForm } from '../pages/lazy-form';
import * as verificationTexts from '../../generated/texts/verification';
import { fillText } from '../lib/messages';

const formIds: Record<VerificationKind, FormId> = {
  person: 'creator-verification-personal',
  enterprise: 'creator-verification-enterprise',
};

const titles: Record<VerificationKind, string> = {
  person: verificationTexts.person,
  enterprise: verificationTexts.enterprise,
};

/**
 * Step 2: the form of the chosen kind — a first submission through the save call, or (重新提交 /
 * 编辑) started from the record, which the form runtime sends through the spec's `submit.update` call
 * with the record id.
 */
export function VerificationFormStep({
  kind,
  editing,
  onBack,
  onSubmitted,
}: {
  kind: VerificationKind;
  editing?: VerificationRecord;
  onBack(): void;
  onSubmitted(): Promise<void>;
}) {
  const Form = lazyForm(formIds[kind]);
  const host = useMemo(() => editing && { id: editing.id }, [editing]);
  const initial = useMemo(() => editing && editInitialOf(editing), [editing]);
  return (
    <Stack spacing={2} sx={{ width: 640, maxWidth: '100%', mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          {editing ? fillText(verificationTexts.editTitle, { kind: titles[kind] }) : titles[kind]}
        </Typography>
        <Button onClick={onBack}>{verificationTexts.back}</Button>
      </Stack>
      <Suspense fallback={<Loading />}>
        <Form host={host} initial={initial} onSuccess={onSubmitted} />
      </Suspense>
    </Stack>
  );
}
