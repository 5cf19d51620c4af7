import {
  ariaDescribedByIds,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  enumOptionSelectedValue,
  getOptionValueFormat,
  labelValue,
  type WidgetProps,
} from '@rjsf/utils';
import { NativeSelectField } from './native-select-field';
import { useChoices, type ChoicesFrom } from './use-choices';

/**
 * rjsf's select (a choice field, or `ui:widget: select`) drawn as the browser's select, its options read
 * from an operation when `ui:options.from` names one (seed 2 §5: the village-head and group-head choices
 * list the owner's sub-members).
 */
export function SelectFromWidget({
  id,
  schema,
  options,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  placeholder,
  value,
  onChange,
  onBlur,
  onFocus,
  rawErrors = [],
}: WidgetProps) {
  const from = options.from as ChoicesFrom | undefined;
  const choices = useChoices(from);
  const enumOptions = (from ? choices : options.enumOptions) ?? [];
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, options.emptyValue);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '');
  return (
    <NativeSelectField
      id={id}
      label={labelValue(label || undefined, hideLabel, undefined) ?? ''}
      value={String(selected ?? '')}
      choices={enumOptions.map((o, i) => ({
        value: String(enumOptionValueEncoder(o.value, i, format)),
        label: o.label,
        disabled: Array.isArray(options.enumDisabled) && options.enumDisabled.includes(o.value),
      }))}
      placeholder={schema.default === undefined ? (placeholder ?? '') : undefined}
      onChange={(raw) => onChange(decode(raw))}
      onBlur={(raw) => onBlur(id, decode(raw))}
      onFocus={(raw) => onFocus(id, decode(raw))}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}
