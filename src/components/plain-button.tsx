import type { ButtonHTMLAttributes } from 'react';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium';
  color?: 'primary' | 'warning';
}

/** The classes of a button drawn with app/styles.css's `.btn` (for a link that looks like one too). */
export const buttonClass = ({ variant = 'contained', size = 'medium', color = 'primary' }: ButtonLook = {}) =>
  `btn btn-${variant}${size === 'small' ? ' btn-small' : ''}${color === 'warning' ? ' btn-warning' : ''}`;

/**
 * A button as MUI's looks in the portal's theme, drawn without MUI: for what a page shows before MUI
 * has loaded (the composed pages' actions, the shell), so those pages do not wait for it.
 */
export function PlainButton({
  variant,
  size,
  color,
  className,
  type = 'button',
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, color })}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
