// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { AMapNamespace } from '../../src/features/maps/amap';
import { createPicker } from '../../src/features/maps/picker';

/** A stand-in for the AMap 1.4 namespace that records what the picker asks of it. */
function fakeAMap() {
  const calls = { zoom: 0, city: '', markerAt: [] as number[][], clicks: [] as ((e: unknown) => void)[] };
  const lnglat = (lng: number, lat: number) => ({ getLng: () => lng, getLat: () => lat });
  const AMap = {
    Map: class {
      constructor(_c: HTMLElement, o: { zoom: number }) {
        calls.zoom = o.zoom;
      }
      on(_e: string, h: (e: unknown) => void) {
        calls.clicks.push(h);
      }
      setCenter() {}
      setCity(city: string) {
        calls.city = city;
      }
      destroy() {}
    },
    Marker: class {
      constructor(o: { position: number[]; map?: unknown }) {
        if (o.map) calls.markerAt.push(o.position);
      }
      setPosition(at: number[]) {
        calls.markerAt.push(at);
      }
      setMap() {}
    },
    Geocoder: class {
      getAddress(at: number[], done: (s: string, r: unknown) => void) {
        done('complete', { regeocode: { formattedAddress: `河南省信阳市浉河区(${at.join(',')})` } });
      }
    },
    PlaceSearch: class {
      search(keyword: string, done: (s: string, r: unknown) => void) {
        done('complete', {
          poiList: { pois: [{ name: keyword, address: '信阳市浉河区', location: lnglat(114.05, 32.12) }] },
        });
      }
    },
  } as unknown as AMapNamespace;
  return { AMap, calls, lnglat };
}

describe('map picker over a stand-in AMap', () => {
  it('pick mode: a click places the marker and returns the coordinate with its reverse address', () => {
    const { AMap, calls, lnglat } = fakeAMap();
    const onPick = vi.fn();
    createPicker(AMap, document.createElement('div'), { mode: 'pick', onPick });
    expect(calls.zoom).toBe(12);
    expect(calls.city).toBe('上海');
    calls.clicks[0]({ lnglat: lnglat(114.06, 32.13) });
    expect(calls.markerAt.at(-1)).toEqual([114.06, 32.13]);
    expect(onPick).toHaveBeenCalledWith({ lng: 114.06, lat: 32.13, address: '河南省信阳市浉河区(114.06,32.13)' });
  });

  it('pick mode: a search result can be chosen', async () => {
    const { AMap } = fakeAMap();
    const onPick = vi.fn();
    const picker = createPicker(AMap, document.createElement('div'), { mode: 'pick', onPick });
    const [poi] = await picker.search('文新茶村');
    picker.choose(poi);
    expect(onPick).toHaveBeenCalledWith({ lng: 114.05, lat: 32.12, address: '信阳市浉河区文新茶村' });
  });

  it('view mode: zoom 17, a marker at the place, clicks pick nothing', () => {
    const { AMap, calls } = fakeAMap();
    createPicker(AMap, document.createElement('div'), {
      mode: 'view',
      value: { lng: 114.1, lat: 32.1, address: '平桥区' },
    });
    expect(calls.zoom).toBe(17);
    expect(calls.clicks).toHaveLength(0);
    expect(calls.markerAt).toEqual([[114.1, 32.1]]);
  });
});
