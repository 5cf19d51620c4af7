import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The field title over a custom widget: rjsf's MUI theme leaves labels to the widgets (a TextField
 * carries its own), so uploads and pickers would otherwise stand unnamed on the page. A screen with a
 * heading of its own hides it (rjsf `hideLabel`, ui:options label: false).
 */
export function WidgetLabel({
  label,
  required,
  hideLabel,
  children,
}: {
  label: string;
  required?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      {label && !hideLabel && <FormLabel required={required}>{label}</FormLabel>}
      {children}
    </Stack>
  );
}
