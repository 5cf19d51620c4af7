import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, RegistryWidgetsType } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href, routeByName, type RouteName } from '../../generated/routes';
import type { FormModule } from '../../generated/forms/types';
import { api, lastMessage } from '../lib/http';
import { readSession, saveSession, type LoginSession } from '../lib/session';
import { toast } from '../lib/toast';
import { firstFailing, payloadOf, relocateRequired, validateDates, type SubmitButton } from './form-logic';
import { AgreementWidget } from './widgets/agreement-widget';
import type { FormContext } from './widgets/form-context';
import { ImageUploadWidget } from './widgets/image-upload-widget';
import { MapPointWidget } from './widgets/map-point-widget';
import { PasswordStrengthWidget } from './widgets/password-strength-widget';
import { RegionWidget } from './widgets/region-widget';
import { RichTextWidget } from './widgets/rich-text-widget';
import { SmsCodeWidget } from './widgets/sms-code-widget';
import { VideoUploadWidget } from './widgets/video-upload-widget';

// The custom widgets the generator knows (generator/checks/form-schema.ts CUSTOM_WIDGETS).
const widgets: RegistryWidgetsType = {
  'sms-code': SmsCodeWidget,
  'password-strength': PasswordStrengthWidget,
  agreement: AgreementWidget,
  'rich-text': RichTextWidget,
  'image-upload': ImageUploadWidget,
  'video-upload': VideoUploadWidget,
  'map-point': MapPointWidget,
  region: RegionWidget,
};

type Data = Record<string, unknown>;
const callOperation = (operation: string, payload: Data) =>
  (api as unknown as Record<string, (input: Data) => Promise<unknown>>)[operation](payload);

/**
 * Renders one spec/forms form: inline messages per field, the first failing message in documented
 * order as a toast on submit, one button per `submit.buttons`, locked from submit until the call fails.
 */
export interface FormViewProps {
  module: FormModule;
  /** values the hosting screen supplies to `submit.from: host.<name>` */
  host?: Readonly<Record<string, unknown>>;
  /** the form's starting data, when editing */
  initial?: Data;
  /** a form inside a screen (a chat editor, a dialog): told the result, then emptied for the next entry */
  onSuccess?(result: unknown): void;
}

export function FormView({ module, host, initial, onSuccess }: FormViewProps) {
  const { form: spec, validator } = module;
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [formData, setFormData] = useState<Data>(initial ?? {});
  const [submitting, setSubmitting] = useState(false);
  // Messages appear once the user has tried to submit, then follow every change. Validating on blur
  // before that would move the buttons between press and release and swallow the click.
  const [tried, setTried] = useState(false);
  const dataRef = useRef<Data>(formData);
  const buttonRef = useRef<SubmitButton>(spec.buttons[0]);
  const dateCheck = useMemo(() => validateDates(spec), [spec]);
  const context = useMemo<FormContext>(
    () => ({
      getFormData: () => dataRef.current,
      patch: (fields) => {
        dataRef.current = { ...dataRef.current, ...fields };
        setFormData(dataRef.current);
      },
      spec,
    }),
    [spec],
  );

  async function submit({ formData: data }: IChangeEvent<Data>) {
    setSubmitting(true);
    try {
      const result = await callOperation(spec.operation, payloadOf(spec, data, buttonRef.current, { query, session: readSession(), host }));
      const { after } = spec;
      if (onSuccess) {
        onSuccess(result);
        dataRef.current = initial ?? {};
        setFormData(dataRef.current);
        setTried(false);
        setSubmitting(false);
      }
      if (after.session) saveSession(result as LoginSession);
      const said = after.serverMessage ? lastMessage.get(spec.operation) : after.toast;
      if (said) toast(said);
      const redirect = query.get('redirect');
      if (after.session && redirect?.startsWith('/')) navigate(redirect, { replace: true });
      else if (after.back) navigate(-1);
      else if (after.go) navigate(href(after.go as RouteName), { replace: routeByName[after.go as RouteName]?.public === true });
    } catch {
      // The HTTP layer has shown the server's message; unlock so the user can correct and retry.
      setSubmitting(false);
    }
  }

  return (
    <Form
      schema={spec.schema}
      uiSchema={spec.uiSchema}
      validator={validator}
      widgets={widgets}
      formContext={context}
      formData={formData}
      onChange={(e) => {
        dataRef.current = e.formData ?? {};
        setFormData(dataRef.current);
      }}
      onSubmit={submit}
      onError={(errors: RJSFValidationError[]) => {
        setTried(true);
        const text = firstFailing(spec, errors);
        if (text) toast(text);
      }}
      transformErrors={relocateRequired}
      customValidate={dateCheck}
      showErrorList={false}
      liveValidate={tried ? 'onChange' : undefined}
      noHtml5Validate
      // A `const` is a rule here (agreement ticked, confirmation equal), never a value to pre-fill.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      disabled={submitting}
    >
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {spec.buttons.map((b) => (
          <Button key={b.label} type="submit" variant="contained" size="large" fullWidth disabled={submitting} onClick={() => (buttonRef.current = b)}>
            {b.label}
          </Button>
        ))}
      </Stack>
    </Form>
  );
}
