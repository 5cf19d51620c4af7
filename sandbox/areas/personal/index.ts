import type { Area } from '../area.js';

export const area: Area = { handlers: {} };
