import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { loadAMap, type Poi } from './amap';
import { OfflinePicker } from './offline-picker';
import { createPicker, type Picker, type Place } from './picker';
import * as mapTexts from '../../../generated/texts/map';
import { fillText } from '../../lib/messages';
import { PageDialog } from '../../components/page-dialog';

const empty: Place = { lng: 0, lat: 0, address: '' };

/**
 * The map dialog (seed 3 §2.1): pick mode — search, click to pick, reverse address, confirm; view mode —
 * a marker. Falls back to the offline picker when the maps service is unavailable, and says so.
 */
export function MapDialog({
  open,
  mode,
  value,
  onClose,
  onConfirm,
}: {
  open: boolean;
  mode: 'pick' | 'view';
  value?: Place;
  onClose(): void;
  onConfirm?(p: Place): void;
}) {
  const [place, setPlace] = useState<Place>(value ?? empty);
  const [offline, setOffline] = useState(false);
  const [results, setResults] = useState<Poi[]>([]);
  const [keyword, setKeyword] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const picker = useRef<Picker | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    loadAMap().then(
      (AMap) => {
        if (live && container.current)
          picker.current = createPicker(AMap, container.current, { mode, value, onPick: setPlace });
      },
      () => live && setOffline(true),
    );
    return () => {
      live = false;
      picker.current?.destroy();
      picker.current = null;
    };
  }, [open, mode, value]);

  const search = async () => setResults((await picker.current?.search(keyword)) ?? []);

  return (
    <PageDialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="map-dialog-title">
      <DialogTitle id="map-dialog-title">{mode === 'pick' ? mapTexts.pickTitle : mapTexts.viewTitle}</DialogTitle>
      <DialogContent>
        {offline ? (
          <OfflinePicker value={place} onChange={setPlace} readOnly={mode === 'view'} />
        ) : (
          <>
            {mode === 'pick' && (
              <TextField
                fullWidth
                size="small"
                label={mapTexts.searchPlaces}
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && search()}
              />
            )}
            {results.length > 0 && (
              <List dense aria-label={mapTexts.searchResults}>
                {results.map((poi) => (
                  <ListItemButton key={`${poi.name}${poi.address}`} onClick={() => picker.current?.choose(poi)}>
                    <ListItemText primary={poi.name} secondary={poi.address} />
                  </ListItemButton>
                ))}
              </List>
            )}
            <div ref={container} className="map-canvas" style={{ height: 400 }} />
            {place.address && <p>{fillText(mapTexts.picked, { address: place.address })}</p>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{mode === 'pick' ? mapTexts.cancel : mapTexts.close}</Button>
        {mode === 'pick' && (
          <Button
            variant="contained"
            disabled={!place.address || !place.lng || !place.lat}
            onClick={() => onConfirm?.(place)}
          >
            {mapTexts.confirm}
          </Button>
        )}
      </DialogActions>
    </PageDialog>
  );
}
