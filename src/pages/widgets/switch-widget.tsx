import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { WidgetProps } from '@rjsf/utils';

/** `ui:widget: switch` on a 0 / 1 flag (seed 1 §2.10's permission switches): on is 1, off is 0. */
export function SwitchWidget({ id, value, onChange, label, disabled, readonly }: WidgetProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          id={id}
          checked={value === 1}
          disabled={disabled || readonly}
          onChange={(e) => onChange(e.target.checked ? 1 : 0)}
        />
      }
      label={label}
    />
  );
}
