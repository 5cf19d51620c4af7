import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEPS, type VerificationKind } from '../lib/creator-verification';
import * as verificationTexts from '../../generated/texts/verification';

/** The four steps of seed 1 §2.9; a rejection marks step 3 as failed. */
export function VerificationStepper({ active, rejected }: { active: number; rejected?: boolean }) {
  return (
    <Stepper
      component="ol"
      activeStep={active}
      alternativeLabel
      aria-label={verificationTexts.stepsLabel}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {STEPS.map((label, i) => (
        <Step component="li" key={label} completed={i < active || (i === 3 && active === 3)}>
          <StepLabel
            error={rejected && i === 2}
            optional={
              rejected && i === 2 ? (
                <Typography variant="caption" color="error">
                  {verificationTexts.stepRejected}
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

const choices: { kind: VerificationKind; title: string; text: string }[] = [
  { kind: 'person', title: verificationTexts.person, text: verificationTexts.personHint },
  { kind: 'enterprise', title: verificationTexts.enterprise, text: verificationTexts.enterpriseHint },
];

/** Step 1: choose personal or enterprise verification. */
export function ChooseKindStep({ onChoose }: { onChoose(kind: VerificationKind): void }) {
  return (
    <Stack direction="row" spacing={3} justifyContent="center" sx={{ py: 3 }}>
      {choices.map((c) => (
        <Card key={c.kind} variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
          <CardActionArea onClick={() => onChoose(c.kind)} sx={{ height: '100%' }}>
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <Typography variant="h6" component="h2" color="primary" gutterBottom>
                {c.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
