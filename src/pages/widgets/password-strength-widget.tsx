import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { passwordStrength, strengthLabel } from '../../lib/password-strength';
import * as passwordStrengthTexts from '../../../generated/texts/password-strength';
import { fillText } from '../../lib/messages';

const level = { weak: 33, medium: 66, strong: 100 } as const;
const color = { weak: 'error', medium: 'warning', strong: 'success' } as const;

/** A password input with the 弱 / 中 / 强 meter of registration (seed 1 §2.5). */
export function PasswordStrengthWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const strength = passwordStrength(String(props.value ?? ''));
  return (
    <>
      <BaseInputTemplate {...props} type="password" />
      {strength && (
        <div className="password-strength" aria-label={passwordStrengthTexts.strength}>
          <LinearProgress variant="determinate" value={level[strength]} color={color[strength]} />
          <Typography variant="caption">
            {fillText(passwordStrengthTexts.strengthLine, { level: strengthLabel(strength) })}
          </Typography>
        </div>
      )}
    </>
  );
}
