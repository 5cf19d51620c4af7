import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type InputHTMLAttributes } from 'react';

/**
 * A button that opens the file picker of a hidden file input beside it. MUI's usual recipe, a Button
 * drawn as the input's <label>, gives a label the button role, which ARIA does not allow (axe
 * aria-allowed-role on every upload field); here the button is a button and the input keeps its own
 * id and name, so a field's label still names it.
 */
export function FileButton({
  input,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'component'> & { input: InputHTMLAttributes<HTMLInputElement> }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => picker.current?.click()}>
        {children}
      </Button>
      <input ref={picker} hidden type="file" disabled={button.disabled} {...input} />
    </>
  );
}
