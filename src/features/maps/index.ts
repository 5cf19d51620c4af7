// Maps load with the screens that show them (dynamic import), never with the home route.
export { MapDialog } from './map-dialog';
export type { Place } from './picker';
