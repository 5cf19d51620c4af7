// The portal's form widgets by the name a form's ui gives them (generator/checks/form-schema.ts
// CUSTOM_WIDGETS), with rjsf's radio and select replaced. Each loads with the first form that uses it,
// so a form route carries its own widgets only (a form with an upload does not make a login page pay for
// it, nor a select's menu a form without one).
import type { RegistryWidgetsType, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { FormModule } from '../../../generated/forms/types';
import { uiFor } from '../form-logic';
import { askChoicesAhead } from './choices-ahead';
// the choice chips' sheet (radio-widget, label-picker) comes with the form runtime, beside the shell, not as a
// request of its own after it among the widgets' small files
import './chips.css';

type Loader = () => Promise<ComponentType<WidgetProps>>;

const loaders: Record<string, Loader> = {
  'sms-code': () => import('./sms-code-widget').then((m) => m.SmsCodeWidget),
  'password-strength': () => import('./password-strength-widget').then((m) => m.PasswordStrengthWidget),
  agreement: () => import('./agreement-widget').then((m) => m.AgreementWidget),
  'rich-text': () => import('./rich-text-widget').then((m) => m.RichTextWidget),
  'image-upload': () => import('./image-upload-widget').then((m) => m.ImageUploadWidget),
  'cover-picker': () => import('./cover-picker-widget').then((m) => m.CoverPickerWidget),
  'video-upload': () => import('./video-upload-widget').then((m) => m.VideoUploadWidget),
  'media-upload': () => import('./media-upload-widget').then((m) => m.MediaUploadWidget),
  'map-point': () => import('./map-point-widget').then((m) => m.MapPointWidget),
  region: () => import('./region-widget').then((m) => m.RegionWidget),
  'label-picker': () => import('./label-picker-widget').then((m) => m.LabelPickerWidget),
  'id-card': () => import('./id-card-widget').then((m) => m.IdCardWidget),
  switch: () => import('./switch-widget').then((m) => m.SwitchWidget),
  checks: () => import('./checks-widget').then((m) => m.ChecksWidget),
  rating: () => import('./rating-widget').then((m) => m.RatingWidget),
  'tag-select': () => import('./tag-select-widget').then((m) => m.TagSelectWidget),
  RadioWidget: () => import('./radio-widget').then((m) => m.RadioWidget),
  // ui:widget select, with ui:options.from: choices read from an operation
  SelectWidget: () => import('./select-from-widget').then((m) => m.SelectFromWidget),
};

/** rjsf's own names for the widgets a ui names by type (@rjsf/utils getWidget). */
const RJSF_NAMES: Record<string, string> = { radio: 'RadioWidget', select: 'SelectWidget' };
/** Where a schema holds more of the same object's fields (conditional and combined branches). */
const BRANCHES = ['then', 'else'] as const;

/** The widgets a schema and its ui draw: those the ui names, and rjsf's select for a choice it names none for. */
export function widgetNames(
  schema: RJSFSchema | boolean | undefined,
  ui: UiSchema | undefined,
  names = new Set<string>(),
): Set<string> {
  if (!schema || typeof schema !== 'object') return names;
  const widget = ui?.['ui:widget'];
  if (typeof widget === 'string') names.add(RJSF_NAMES[widget] ?? widget);
  else if (schema.enum || schema.oneOf || schema.anyOf) names.add('SelectWidget');
  for (const [field, sub] of Object.entries(schema.properties ?? {}))
    widgetNames(sub, ui?.[field] as UiSchema | undefined, names);
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
    widgetNames(schema.items, ui?.items as UiSchema | undefined, names);
  for (const branch of [...BRANCHES.map((key) => schema[key]), ...(schema.allOf ?? [])]) {
    if (branch && typeof branch === 'object') widgetNames({ properties: branch.properties }, ui, names);
  }
  return names;
}

/** A form with the widgets it draws loaded (for every kind of account's ui). */
export interface LoadedForm extends FormModule {
  widgets: RegistryWidgetsType;
}

export async function withWidgets(module: FormModule): Promise<LoadedForm> {
  askChoicesAhead(module.form);
  const names = new Set<string>();
  for (const isCompany of [true, false]) widgetNames(module.form.schema, uiFor(module.form, { isCompany }), names);
  const widgets = await Promise.all(
    [...names].filter((name) => name in loaders).map(async (name) => [name, await loaders[name]()] as const),
  );
  return { ...module, widgets: Object.fromEntries(widgets) };
}
