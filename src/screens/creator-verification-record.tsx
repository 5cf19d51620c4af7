import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isEnterpriseRecord, maskIdCard, type VerificationRecord } from '../lib/creator-verification';
import * as verificationTexts from '../../generated/texts/verification';
import { fillText } from '../lib/messages';

const R = verificationTexts.record;

/** Step 3: the record under review, or rejected with the reason and 重新提交 (seed 1 §4). */
export function ReviewStep({
  status,
  record,
  onResubmit,
}: {
  status: 'waiting' | 'rejected';
  record: VerificationRecord;
  onResubmit?(): void;
}) {
  if (status === 'waiting') {
    return (
      <Stack spacing={2} alignItems="center" sx={{ py: 4 }}>
        <Typography variant="h5" component="h2" color="primary">
          {R.waiting}
        </Typography>
        <Chip size="small" label={record.attestation} />
        <Typography color="text.secondary">{verificationTexts.waitingToast}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} alignItems="center" sx={{ py: 4 }}>
      <Typography variant="h5" component="h2" color="error">
        {R.rejected}
      </Typography>
      <Alert severity="error" sx={{ minWidth: 'min(420px, 100%)' }}>
        {fillText(R.rejectReason, { reason: record.checkRemarks || R.noReason })}
      </Alert>
      {onResubmit ? (
        <Button variant="contained" size="large" onClick={onResubmit}>
          {R.resubmit}
        </Button>
      ) : (
        <Typography color="text.secondary">{verificationTexts.enterpriseReadOnly}</Typography>
      )}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

const picture = (src: string, alt: string, size: number) => (
  <img
    src={src}
    alt={alt}
    width={size}
    height={size}
    style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #e5e5e5' }}
  />
);

/**
 * Step 4: the verified account's information with 编辑 (seed 1 §2.9). The ID number is masked and the
 * hand-held ID photo is not shown: this page only needs to say who was verified.
 */
export function VerifiedStep({ record, onEdit }: { record: VerificationRecord; onEdit?(): void }) {
  const enterprise = isEnterpriseRecord(record) ? record : undefined;
  const intro = enterprise ? enterprise.companyInfo : 'personInfo' in record ? record.personInfo : '';
  const region = enterprise && [enterprise.province, enterprise.city, enterprise.county].filter(Boolean).join(' ');
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        {picture(record.headPic, R.headPic, 72)}
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h2">
            {R.verified}
          </Typography>
          <Chip color="success" size="small" label={record.attestation} sx={{ alignSelf: 'flex-start' }} />
        </Stack>
      </Stack>
      <Stack
        component="dl"
        aria-label={R.details}
        sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 1.5, columnGap: 2, m: 0 }}
      >
        <Row label={R.name}>{record.name}</Row>
        <Row label={R.idCardNo}>{maskIdCard(record.idCardNo)}</Row>
        <Row label={R.intro}>{intro}</Row>
        {enterprise && (
          <>
            <Row label={R.companyName}>{enterprise.companyName}</Row>
            <Row label={R.license}>{picture(enterprise.licenseFile, R.license, 120)}</Row>
            {region && <Row label={R.region}>{region}</Row>}
            <Row label={R.address}>{enterprise.address}</Row>
          </>
        )}
      </Stack>
      {onEdit ? (
        <Button variant="contained" size="large" onClick={onEdit} sx={{ alignSelf: 'flex-start' }}>
          {R.edit}
        </Button>
      ) : (
        <Typography color="text.secondary">{verificationTexts.enterpriseReadOnly}</Typography>
      )}
    </Stack>
  );
}
