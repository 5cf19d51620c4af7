import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { WidgetProps } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import './chips.css';

/** Short choices are chips a thumb taps: at most this many, each at most this many characters. */
const CHIPS_MAX = 6;
const CHIP_LABEL_MAX = 6;

/**
 * rjsf's radio widget with the group named by its field title (the MUI theme's own leaves the group
 * unnamed, so a screen reader — and a test finding it by role — cannot tell two groups apart). A few short
 * choices are a row of chips instead of a list of radios: the same native radios under them, so arrow
 * keys, the group's name and the role stay.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, options } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  // the group is left (not one radio for another): a form validating on blur checks it
  const leave = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur(id, value);
  };
  const chips = choices.length <= CHIPS_MAX && choices.every((choice) => choice.label.length <= CHIP_LABEL_MAX);
  return (
    <>
      <FormLabel id={`${id}-label`} required={required}>
        {label}
      </FormLabel>
      {chips ? (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-required={required || undefined}
          className="chip-group"
          onBlur={leave}
        >
          {choices.map((choice, i) => (
            <label key={String(choice.value)} className="chip-choice">
              <input
                // rjsf's focus on the first field in error finds the field by its id
                id={i === Math.max(index, 0) ? id : undefined}
                type="radio"
                name={id}
                value={String(i)}
                checked={i === index}
                disabled={disabled || readonly}
                onChange={() => onChange(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      ) : (
        <RadioGroup
          id={id}
          aria-labelledby={`${id}-label`}
          row={options.inline === true}
          value={index < 0 ? '' : String(index)}
          onChange={(e) => onChange(choices[Number(e.target.value)]?.value)}
          onBlur={leave}
        >
          {choices.map((choice, i) => (
            <FormControlLabel
              key={String(choice.value)}
              value={String(i)}
              control={<Radio />}
              label={choice.label}
              disabled={disabled || readonly}
            />
          ))}
        </RadioGroup>
      )}
    </>
  );
}
