// Map picking as plain TypeScript over the AMap namespace, so the dialog is a thin layer and a test can
// drive it with a stand-in AMap: click or choose a search result → marker → reverse address → onPick.
import * as sizes from '../../../generated/texts/sizes';
import { mapSettings, type AMapNamespace, type LngLat, type Poi } from './amap';

export interface Place {
  lng: number;
  lat: number;
  address: string;
}

export interface Picker {
  search(keyword: string): Promise<Poi[]>;
  choose(poi: Poi): void;
  destroy(): void;
}

export function createPicker(
  AMap: AMapNamespace,
  container: HTMLElement,
  options: { mode: 'pick' | 'view'; value?: Place; onPick?: (place: Place) => void },
): Picker {
  const center: LngLat | undefined = options.value ? [options.value.lng, options.value.lat] : undefined;
  const map = new AMap.Map(container, {
    zoom: options.mode === 'pick' ? mapSettings.zoom.pick : mapSettings.zoom.view,
    center,
  });
  if (!center) map.setCity(mapSettings.defaultCity);
  const marker = new AMap.Marker({ position: center ?? [0, 0], map: center ? map : undefined });
  const geocoder = new AMap.Geocoder({ city: mapSettings.defaultCity });

  function place(at: LngLat, address?: string) {
    marker.setPosition(at);
    marker.setMap(map);
    const done = (text: string) => options.onPick?.({ lng: at[0], lat: at[1], address: text });
    if (address) done(address);
    else
      geocoder.getAddress(at, (status, result) =>
        done(status === 'complete' ? (result.regeocode?.formattedAddress ?? '') : ''),
      );
  }

  if (options.mode === 'pick') map.on('click', (e) => place([e.lnglat.getLng(), e.lnglat.getLat()]));

  return {
    search(keyword) {
      const search = new AMap.PlaceSearch({ city: mapSettings.defaultCity, pageSize: sizes.mapSearchPage });
      return new Promise((resolve) =>
        search.search(keyword, (status, result) => resolve(status === 'complete' ? (result.poiList?.pois ?? []) : [])),
      );
    },
    choose(poi) {
      const at: LngLat = [poi.location.getLng(), poi.location.getLat()];
      map.setCenter(at);
      place(at, `${poi.address}${poi.name}`);
    },
    destroy: () => map.destroy(),
  };
}
