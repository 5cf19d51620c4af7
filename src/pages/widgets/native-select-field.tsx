import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ElementType } from 'react';

// InputBase draws its element with `as`, so any tag will do; its types ask for an input's props
const selectElement = 'select' as unknown as ElementType<InputBaseComponentProps>;

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

interface Props {
  id?: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange(value: string): void;
  onBlur?(value: string): void;
  onFocus?(value: string): void;
  /** The first, empty choice's text; none drawn when the field has a default. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  describedBy?: string;
  minWidth?: number;
}

/**
 * A form's drop-down as the browser's own select in the outlined frame of the other inputs: MUI's
 * Select draws its list in a menu on a popover on a modal (about 18 KB gzip on a form route), while the
 * native one is as usable with mouse, keyboard and screen reader, and is the phone's own picker.
 */
export function NativeSelectField({
  id,
  label,
  value,
  choices,
  onChange,
  onBlur,
  onFocus,
  placeholder,
  required,
  disabled,
  error,
  describedBy,
  minWidth,
}: Props) {
  const labelId = id ? `${id}-label` : undefined;
  const read = (handle?: (value: string) => void) =>
    handle && (({ target }: { target: { value: string } }) => handle(target.value));
  return (
    <FormControl
      variant="outlined"
      required={required}
      disabled={disabled}
      error={error}
      sx={minWidth ? { minWidth } : undefined}
    >
      <InputLabel id={labelId} htmlFor={id} shrink>
        {label}
      </InputLabel>
      {/* the select itself as the outlined input's element: MUI's NativeSelect would bring its own
          Input and a styled select (~1.9 KB gzip) for a frame this input already draws */}
      <OutlinedInput
        label={label}
        notched
        inputComponent={selectElement}
        value={value}
        onChange={read(onChange)}
        onBlur={read(onBlur)}
        onFocus={read(onFocus)}
        inputProps={{
          id,
          // InputBase gives its element type="text"; a select has no type
          type: undefined,
          // the browser's arrow sits at the select's right edge: kept off the frame as the date inputs' icons are
          style: { marginRight: 10 },
          'aria-describedby': describedBy,
          children: (
            <>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {choices.map((c) => (
                <option key={c.value} value={c.value} disabled={c.disabled}>
                  {c.label}
                </option>
              ))}
            </>
          ),
        }}
      />
    </FormControl>
  );
}
