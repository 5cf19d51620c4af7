import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { api } from '../../lib/http';
import { autograph } from '../../lib/autograph';
import { toast } from '../../lib/toast';
import { messageFor, type FormContext } from './form-context';
import { useCountdown } from './use-countdown';
import * as smsCodeTexts from '../../../generated/texts/sms-code';
import { fillText } from '../../lib/messages';

interface SmsOptions {
  phoneField: string;
  lockSeconds: number;
  autograph?: boolean;
}

/**
 * A code input with a send button (seed 1 §2.4): the phone is checked with the form's own rules,
 * then the button locks for `lockSeconds` with a countdown.
 */
export function SmsCodeWidget(props: WidgetProps) {
  const { registry, options, disabled, readonly } = props;
  const { phoneField, lockSeconds, autograph: signed } = options as unknown as SmsOptions;
  const context = registry.formContext as FormContext;
  const [left, lock] = useCountdown();
  const [sending, setSending] = useState(false);
  const { BaseInputTemplate } = registry.templates;

  async function sendCode() {
    const phone = String(context.getFormData()[phoneField] ?? '');
    const pattern = (registry.rootSchema.properties?.[phoneField] as { pattern?: string } | undefined)?.pattern;
    if (!phone || (pattern && !new RegExp(pattern).test(phone))) {
      toast(
        messageFor(context.spec, phoneField, phone ? 'pattern' : 'required') ??
          messageFor(context.spec, phoneField, 'pattern') ??
          '',
      );
      return;
    }
    setSending(true);
    try {
      await api.sendCode(signed ? { phone, autograph: autograph({ phone }) } : { phone });
      lock(lockSeconds);
    } catch {
      // the HTTP layer has already shown the server's message
    } finally {
      setSending(false);
    }
  }

  const button = (
    <InputAdornment position="end">
      <Button size="small" onClick={sendCode} disabled={disabled || readonly || sending || left > 0}>
        {left > 0 ? fillText(smsCodeTexts.resendIn, { n: left }) : smsCodeTexts.sendCode}
      </Button>
    </InputAdornment>
  );
  return <BaseInputTemplate {...props} slotProps={{ input: { endAdornment: button } }} />;
}
