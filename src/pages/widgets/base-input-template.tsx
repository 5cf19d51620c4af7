import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { ariaDescribedByIds, getInputProps, labelValue, type WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useReducer, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { FormatName } from '../../../generated/display';
import { formatValue } from '../../lib/display';
import type { FormContext } from './form-context';
import { inputShape, notBefore } from './input-shape';

/** Input types whose browser control always shows something, so the label must sit above it. */
const SHRINK_LABEL = ['date', 'datetime-local', 'file', 'time'];

type Props = WidgetProps & { multiline?: boolean; rows?: number; slotProps?: { input?: Partial<OutlinedInputProps> } };

/**
 * rjsf's MUI text input (@rjsf/mui's BaseInputTemplate) built from a TextField's own parts: TextField
 * also imports the select with its menu, popover and modal and the filled and standard inputs — about
 * 20 KB gzip on every form route — while the portal's inputs are outlined text (a select is its own
 * widget). Used by rjsf's text, password, date, time, number and textarea widgets and the custom widgets
 * that add a button to an input (`slotProps.input.endAdornment`). The schema's limits shape the input
 * (input-shape.ts): maxlength, a numeric keyboard and filtering, a date picker's first day.
 */
export function BaseInputTemplate(props: Props) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    value,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
    multiline,
    rows,
    slotProps,
    registry,
  } = props;
  const { step, min, max, accept, autoCapitalize, ...rest } = getInputProps(schema, type, options);
  const text = labelValue(label || undefined, hideLabel, undefined);
  const labelId = `${id}-label`;
  const shape = useMemo(() => inputShape(schema as Parameters<typeof inputShape>[0]), [schema]);
  const firstDay = useFirstDay(
    schema['x-notBefore'] as string | string[] | undefined,
    registry.formContext as FormContext | undefined,
  );
  // a telephone field (ui:autocomplete tel) brings up the phone's dial pad, not the full keyboard
  const tel = typeof rest.autoComplete === 'string' && rest.autoComplete.startsWith('tel') && rest.type === 'text';
  const masked = useMasked(options.mask as FormatName | undefined, value, readonly);
  const change = ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const kept = shape.filter ? shape.filter(target.value) : target.value;
    onChange(kept === '' ? options.emptyValue : kept);
  };
  return (
    <FormControl variant="outlined" required={required} disabled={disabled || readonly} error={rawErrors.length > 0}>
      {text && (
        <InputLabel id={labelId} htmlFor={id} shrink={SHRINK_LABEL.includes(rest.type ?? '') || undefined}>
          {text}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        name={htmlName || id}
        label={text}
        placeholder={placeholder}
        autoFocus={autofocus}
        // a filtered count is typed as text: a number box hands over no value to filter while it holds '1e'
        type={tel ? 'tel' : shape.filter && rest.type === 'number' ? 'text' : rest.type}
        autoComplete={rest.autoComplete}
        multiline={multiline}
        rows={rows}
        // a box of fixed rows is the browser's own textarea: MUI's multiline input is TextareaAutosize,
        // which measures its height as it mounts — a layout of the whole page forced in the form's first render
        inputComponent={multiline ? 'textarea' : undefined}
        value={masked.shown ?? (value || value === 0 ? value : '')}
        onChange={onChangeOverride ?? change}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          masked.setFocused(false);
          onBlur(id, target?.value);
        }}
        onFocus={() => {
          masked.setFocused(true);
          onFocus(id, value);
        }}
        inputProps={{
          step,
          min: firstDay ?? min,
          max,
          accept,
          autoCapitalize,
          maxLength: shape.maxLength,
          inputMode: tel ? 'tel' : shape.inputMode,
          'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
        }}
        {...slotProps?.input}
      />
    </FormControl>
  );
}

/**
 * `ui:options.mask: <format>` (an ID number, spec/display.yaml): the number the form was opened with is
 * shown masked (4115**********1234) — always when read only, else until the member goes into the field to
 * change it. What the member types is shown as typed; the form's data is the real number either way.
 */
function useMasked(format: FormatName | undefined, value: unknown, readonly: boolean | undefined) {
  const [opened] = useState(value);
  const [focused, setFocused] = useState(false);
  const hide =
    format !== undefined && typeof value === 'string' && value !== '' && (readonly || (!focused && value === opened));
  return { shown: hide ? formatValue(value, format) : undefined, setFocused };
}

/** A date field's first day (x-notBefore), followed as the field it depends on changes (rjsf would not redraw this one). */
function useFirstDay(bound: string | string[] | undefined, context: FormContext | undefined): string | undefined {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const other = [bound ?? []].flat().some((one) => one !== 'yesterday');
  useEffect(() => (other && context ? context.subscribe(redraw) : undefined), [other, context]);
  return bound && context ? notBefore(bound, context.getFormData()) : undefined;
}
