import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { forms, type FormId } from '../../generated/forms';
import type { FormModule } from '../../generated/forms/types';
import { Loading } from '../components/loading';
import { editInitialOf, type VerificationKind, type VerificationRecord } from '../lib/creator-verification';
import { FormView, type FormViewProps } from '../pages/form-view';
import type { FormContext } from '../pages/widgets/form-context';
import { RegionWidget } from '../pages/widgets/region-widget';
import { DocumentsAgreementWidget } from './creator-verification-agreement';

/**
 * The shared region widget keeps "省,市,区" in one field; the enterprise record takes province, city
 * and county apart (`ui:options.fields`). The pick goes into all of them at once through the form's
 * patch, so no field change can overwrite another.
 */
function RegionFieldsWidget(props: WidgetProps) {
  const context = props.registry.formContext as FormContext;
  const fields = props.options.fields as string[];
  return (
    <RegionWidget
      {...props}
      onChange={(value?: string) => {
        const parts = String(value ?? '').split(',');
        context.patch({ [props.name]: value, ...Object.fromEntries(fields.map((f, i) => [f, parts[i] || undefined])) });
      }}
    />
  );
}

/**
 * This page's forms ask two things of their widgets the shared ones do not do (a region split into
 * three fields, two agreement documents); the YAML says so in `ui:options` and these render it.
 */
function withPageWidgets(module: FormModule): FormModule {
  const uiSchema: UiSchema = { ...module.form.uiSchema };
  for (const [field, ui] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || typeof ui !== 'object' || !ui) continue;
    const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
    if (ui['ui:widget'] === 'region' && Array.isArray(options.fields)) uiSchema[field] = { ...ui, 'ui:widget': RegionFieldsWidget };
    if (ui['ui:widget'] === 'agreement' && Array.isArray(options.documents)) uiSchema[field] = { ...ui, 'ui:widget': DocumentsAgreementWidget };
  }
  return { ...module, form: { ...module.form, uiSchema } };
}

type HostedProps = Omit<FormViewProps, 'module'>;
const cache = new Map<FormId, ComponentType<HostedProps>>();

/** As lazyForm (src/pages/lazy-form.tsx): the form loads with this page, with the page's widgets. */
function verificationForm(id: FormId): ComponentType<HostedProps> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(() =>
      forms[id]().then((loaded) => {
        const module = withPageWidgets(loaded);
        return { default: (props: HostedProps) => <FormView module={module} {...props} /> };
      }),
    );
    cache.set(id, component);
  }
  return component;
}

const formIds: Record<VerificationKind, FormId> = { person: 'creator-verification-personal', enterprise: 'creator-verification-enterprise' };

const titles: Record<VerificationKind, string> = { person: '个人认证', enterprise: '企业认证' };

/**
 * Step 2: the form of the chosen kind — a first submission through the save call, or (重新提交 /
 * 编辑) started from the record, which the form runtime sends through the spec's `submit.update` call
 * with the record id.
 */
export function VerificationFormStep({ kind, editing, onBack, onSubmitted }: { kind: VerificationKind; editing?: VerificationRecord; onBack(): void; onSubmitted(): Promise<void> }) {
  const Form = verificationForm(formIds[kind]);
  const host = useMemo(() => editing && { id: editing.id }, [editing]);
  const initial = useMemo(() => editing && editInitialOf(editing), [editing]);
  return (
    <Stack spacing={2} sx={{ width: 640, maxWidth: '100%', mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          {editing ? `修改${titles[kind]}信息` : titles[kind]}
        </Typography>
        <Button onClick={onBack}>返回</Button>
      </Stack>
      <Suspense fallback={<Loading />}>
        <Form host={host} initial={initial} onSuccess={onSubmitted} />
      </Suspense>
    </Stack>
  );
}
