import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import type { FormContext } from './form-context';
import * as mapPointTexts from '../../../generated/texts/map-point';

const MapDialog = lazy(() => import('../../features/maps').then((m) => ({ default: m.MapDialog })));

/**
 * `ui:widget: map-point`: an address with a 地图选点 button; the map dialog (loaded on first use) fills
 * the address and the coordinate fields named by `ui:options.lngField` / `latField`.
 */
export function MapPointWidget(props: WidgetProps) {
  const { registry, options, onChange, value } = props;
  const { lngField, latField } = options as { lngField: string; latField: string };
  const context = registry.formContext as FormContext;
  const [open, setOpen] = useState(false);
  const { BaseInputTemplate } = registry.templates;
  const data = context.getFormData();
  const current = { address: String(value ?? ''), lng: Number(data[lngField] ?? 0), lat: Number(data[latField] ?? 0) };

  const button = (
    <InputAdornment position="end">
      <Button size="small" onClick={() => setOpen(true)} disabled={props.disabled || props.readonly}>
        {mapPointTexts.pickOnMap}
      </Button>
    </InputAdornment>
  );
  return (
    <>
      <BaseInputTemplate {...props} slotProps={{ input: { endAdornment: button } }} />
      {open && (
        <Suspense fallback={null}>
          <MapDialog
            open
            mode="pick"
            value={current.lng && current.lat ? current : undefined}
            onClose={() => setOpen(false)}
            onConfirm={(place) => {
              context.patch({ [lngField]: place.lng, [latField]: place.lat });
              onChange(place.address);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
