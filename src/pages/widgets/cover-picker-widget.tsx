import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useSyncExternalStore } from 'react';
import { pathList } from '../../lib/format';
import type { FormContext } from './form-context';
import { WidgetLabel } from './widget-label';
import * as coverPickerTexts from '../../../generated/texts/cover-picker';

/**
 * The cover chosen among the images another field of the form holds (`ui:options.from`), as the ask
 * pop-up and the edit-question modal want it (seed 2 §2.3: the cover is one of the question's images).
 * A radio group of thumbnails; a cover whose image is removed is no longer chosen.
 */
export function CoverPickerWidget({
  value,
  onChange,
  options,
  label,
  required,
  hideLabel,
  disabled,
  readonly,
  registry,
}: WidgetProps) {
  const context = registry.formContext as FormContext;
  const from = String(options.from);
  const images = pathList(useSyncExternalStore(context.subscribe, () => String(context.getFormData()[from] ?? '')));
  const chosen = typeof value === 'string' ? value : '';
  const gone = chosen !== '' && !images.includes(chosen);
  useEffect(() => {
    if (gone) onChange(undefined);
  }, [gone, onChange]);
  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      {images.length ? (
        <Stack direction="row" spacing={1} role="radiogroup" aria-label={label}>
          {images.map((path, i) => (
            <button
              key={path}
              type="button"
              role="radio"
              aria-checked={path === chosen}
              aria-label={`${label} ${i + 1}`}
              className="link-button"
              disabled={disabled || readonly}
              onClick={() => onChange(path)}
              style={{
                padding: 2,
                borderRadius: 4,
                outline: path === chosen ? '3px solid var(--green)' : '1px solid #ddd',
              }}
            >
              <img src={path} alt="" width={80} height={80} style={{ display: 'block', objectFit: 'cover' }} />
            </button>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {coverPickerTexts.coverAfterImages}
        </Typography>
      )}
    </WidgetLabel>
  );
}
