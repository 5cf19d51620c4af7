import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Fragment, useId } from 'react';
import type { Field } from '../../generated/routes';
import { evaluate } from '../lib/conditions';
import { fieldText, type Scope } from '../lib/display';
import { PageDialog } from '../components/page-dialog';
import * as commonTexts from '../../generated/texts/common';

/** The `details` action's dialog: fields of the row or record, one a line (label, then the value), and 关闭. */
export function DetailsDialog({
  title,
  fields,
  scope,
  onClose,
}: {
  title: string;
  fields: readonly Field[];
  scope: Scope;
  onClose(): void;
}) {
  const titleId = useId();
  const shown = fields
    .filter((field) => evaluate(field.when, scope))
    .map((field) => ({ field, text: fieldText(field, scope) }))
    .filter(({ text }) => text);
  return (
    <PageDialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {shown.map(({ field, text }, i) => (
            <Fragment key={`${field.label ?? ''}-${i}`}>
              <dt>{field.label}</dt>
              <dd>{text}</dd>
            </Fragment>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {commonTexts.close}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
