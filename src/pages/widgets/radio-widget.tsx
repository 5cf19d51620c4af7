import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { WidgetProps } from '@rjsf/utils';

/**
 * rjsf's radio widget with the group named by its field title (the MUI theme's own leaves the group
 * unnamed, so a screen reader — and a test finding it by role — cannot tell two groups apart).
 */
export function RadioWidget({ id, value, onChange, onBlur, label, required, disabled, readonly, options }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <>
      <FormLabel id={`${id}-label`} required={required}>
        {label}
      </FormLabel>
      <RadioGroup
        id={id}
        aria-labelledby={`${id}-label`}
        row={options.inline === true}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => onChange(choices[Number(e.target.value)]?.value)}
        // the group is left (not one radio for another): a form validating on blur checks it
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur(id, value);
        }}
      >
        {choices.map((choice, i) => (
          <FormControlLabel key={String(choice.value)} value={String(i)} control={<Radio />} label={choice.label} disabled={disabled || readonly} />
        ))}
      </RadioGroup>
    </>
  );
}
