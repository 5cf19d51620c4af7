import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Place } from './picker';
import { offlinePlaces } from './places';
import * as mapTexts from '../../../generated/texts/map';

/**
 * What the map dialog shows when the maps service has no key or cannot be reached: a district list,
 * the address and the coordinates, typed or filled from the chosen district — never a blank box.
 */
export function OfflinePicker({
  value,
  onChange,
  readOnly,
}: {
  value: Place;
  onChange(p: Place): void;
  readOnly: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{readOnly ? mapTexts.offlineView : mapTexts.offlinePick}</Alert>
      {!readOnly && (
        <TextField
          select
          label={mapTexts.district}
          value={offlinePlaces.find((p) => p.address === value.address)?.name ?? ''}
          onChange={(e) => onChange(offlinePlaces.find((p) => p.name === e.target.value)!)}
        >
          {offlinePlaces.map((p) => (
            <MenuItem key={p.name} value={p.name}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={mapTexts.address}
        value={value.address}
        slotProps={{ input: { readOnly } }}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={mapTexts.lng}
          type="number"
          value={value.lng || ''}
          slotProps={{ input: { readOnly } }}
          onChange={(e) => onChange({ ...value, lng: Number(e.target.value) })}
        />
        <TextField
          label={mapTexts.lat}
          type="number"
          value={value.lat || ''}
          slotProps={{ input: { readOnly } }}
          onChange={(e) => onChange({ ...value, lat: Number(e.target.value) })}
        />
      </Stack>
    </Stack>
  );
}
