// The maps service (seed 1 §7.3, seed 3 §2.1): @amap/amap-jsapi-loader, JS API 1.4.4, key and plugins
// from configuration, loaded once and only when a map is first shown.
import { places } from '../../../generated/content/places';
import { config } from '../../lib/config';

export const mapSettings = {
  version: '1.4.4',
  plugins: ['AMap.Geocoder', 'AMap.PlaceSearch'],
  defaultCity: places.defaultCity,
  /** seed 1 §9: zoom 12 on publish forms, 17 on detail views */
  zoom: { pick: 12, view: 17 },
} as const;

export type LngLat = [number, number];

/** The part of the AMap 1.4 namespace the portal uses (so a test can stand in for it). */
export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { zoom: number; center?: LngLat }) => AMapMap;
  Marker: new (options: { position: LngLat; map?: AMapMap }) => AMapMarker;
  Geocoder: new (options: { city?: string }) => {
    getAddress(at: LngLat, done: (status: string, result: { regeocode?: { formattedAddress: string } }) => void): void;
  };
  PlaceSearch: new (options: { city?: string; pageSize?: number }) => {
    search(keyword: string, done: (status: string, result: { poiList?: { pois: Poi[] } }) => void): void;
  };
}

export interface AMapMap {
  on(event: 'click', handler: (e: { lnglat: { getLng(): number; getLat(): number } }) => void): void;
  setCenter(at: LngLat): void;
  setCity(city: string): void;
  destroy(): void;
}

export interface AMapMarker {
  setPosition(at: LngLat): void;
  setMap(map: AMapMap | null): void;
}

export interface Poi {
  name: string;
  address: string;
  location: { getLng(): number; getLat(): number };
}

let loading: Promise<AMapNamespace> | null = null;

/** The AMap namespace, or a rejection when no key is configured or the service cannot be reached. */
export function loadAMap(): Promise<AMapNamespace> {
  const injected = (window as { AMap?: AMapNamespace }).AMap;
  if (injected) return Promise.resolve(injected);
  if (!config.amapKey) return Promise.reject(new Error('no maps key configured'));
  loading ??= import('@amap/amap-jsapi-loader').then(({ load }) =>
    load({ key: config.amapKey, version: mapSettings.version, plugins: [...mapSettings.plugins] }),
  ) as Promise<AMapNamespace>;
  loading.catch(() => (loading = null));
  return loading;
}
