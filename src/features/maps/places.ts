// Choices for the offline picker: the districts of 信阳 spec/content.yaml lists, with the coordinates of
// their seats, so a place can be chosen without the maps service.
import { places } from '../../../generated/content/places';
import type { Place } from './picker';

export const offlinePlaces: readonly (Place & { name: string })[] = places.offline;

/**
 * The place an address names, when it has no coordinates (an activity's venue): the seat of the 信阳
 * district the address contains, with the address itself; undefined when it names none.
 */
export function placeNamedIn(address: string): Place | undefined {
  const district = offlinePlaces.find((p) => address.includes(p.name));
  return district && { lng: district.lng, lat: district.lat, address };
}
