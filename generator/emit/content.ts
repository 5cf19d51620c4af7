// generated/content/*.ts: the product content no call serves (spec/content.yaml), as constants the screens
// read — a module per part, so the job form's map picker does not fetch the tea scenery page's gardens.
import type { Obj } from '../data.js';
import { header, literal } from './code.js';

export function emitContent(content: Obj): Record<string, string> {
  return {
    'content/scenery.ts': `${header('spec/content.yaml')}
/** 茶叶风光 (/chaScenery, /chaIndex): the page's texts and its demonstration gardens, static demo data. */
export const scenery = ${literal(content.scenery)} as const;
`,
    'content/places.ts': `${header('spec/content.yaml')}
/** The map picker: the city the maps service opens on, and the districts it offers without the service. */
export const places = ${literal(content.places)} as const;
`,
  };
}
