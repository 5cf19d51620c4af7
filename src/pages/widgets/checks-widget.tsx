import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { WidgetProps } from '@rjsf/utils';
import { Loading } from '../../components/loading';
import { useChoices, type ChoicesFrom } from './use-choices';

const split = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(',')
        .filter(Boolean);

/**
 * `ui:widget: checks`: check boxes over the rows of `ui:options.from`, the ticked values in choice order,
 * comma-joined on a text field (seed 3 §5 report: one or more reasons of getReportType, sent as catalog)
 * or as a list on an array field (seed 3 §2.5: an expert review's tags). None ticked is no value, so the
 * field's `required` message says so.
 */
export function ChecksWidget({ id, value, onChange, label, disabled, readonly, options, schema }: WidgetProps) {
  const choices = useChoices(options.from as ChoicesFrom);
  const ticked = split(value);
  if (!choices) return <Loading />;
  const toggle = (choice: string) => {
    const next = ticked.includes(choice) ? ticked.filter((v) => v !== choice) : [...ticked, choice];
    const ordered = choices.map((c) => c.value).filter((v) => next.includes(v));
    if (!ordered.length) onChange(undefined);
    else onChange(schema.type === 'array' ? ordered : ordered.join(','));
  };
  return (
    <FormGroup role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      {choices.map((choice) => (
        <FormControlLabel
          key={choice.value}
          label={choice.label}
          control={
            <Checkbox
              checked={ticked.includes(choice.value)}
              disabled={disabled || readonly}
              onChange={() => toggle(choice.value)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
