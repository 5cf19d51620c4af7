import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { WidgetProps } from '@rjsf/utils';
import { Fragment, useState } from 'react';
import type { InfoType } from '../../components/info-dialog';
import { LazyInfoDialog } from '../../components/lazy-info-dialog';
import * as commonTexts from '../../../generated/texts/common';
import * as agreementTexts from '../../../generated/texts/agreement';

interface AgreementDocument {
  infoType: InfoType;
  document: string;
}

/**
 * `ui:widget: agreement`: the "I have read and agree" box. Each document (ui:options `documents`, or one
 * `infoType` + `document`) opens its getInfo text in a pop-up — 10 for registration (seed 1 §2.5), 1 and
 * 2 for creator verification (§2.9); agreeing there ticks the box.
 */
export function AgreementWidget({ id, value, onChange, label, options, disabled }: WidgetProps) {
  const documents = (options.documents ?? [
    { infoType: options.infoType, document: options.document },
  ]) as AgreementDocument[];
  const [open, setOpen] = useState<AgreementDocument | null>(null);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={value === true}
            disabled={disabled}
            onChange={(_, checked) => onChange(checked || undefined)}
          />
        }
        label={
          <>
            {label}
            {documents.map((doc, i) => (
              <Fragment key={doc.infoType}>
                {i > 0 && agreementTexts.and}
                <Link component="button" type="button" onClick={() => setOpen(doc)} sx={{ verticalAlign: 'baseline' }}>
                  {doc.document}
                </Link>
              </Fragment>
            ))}
          </>
        }
      />
      {open && (
        <LazyInfoDialog
          key={open.infoType}
          type={open.infoType}
          fallbackTitle={open.document}
          onClose={() => setOpen(null)}
          actions={
            <>
              <Button onClick={() => setOpen(null)}>{commonTexts.close}</Button>
              {/* agreeing in the pop-up ticks the box */}
              <Button
                variant="contained"
                onClick={() => {
                  onChange(true);
                  setOpen(null);
                }}
              >
                {agreementTexts.agree}
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
