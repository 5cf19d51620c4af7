// spec/content.yaml: its shape (spec/schema/content.schema.json), then what a schema cannot say — a
// garden's or a district's name is its key on the page (and a district's the picker's value), so each is
// named once.
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import { contentFileSchema } from '../spec-schemas.js';
import { diagnostic } from '../yaml-source.js';
import type { SourceFile } from '../yaml-source.js';
import { checkShape } from './shape.js';

export function checkContent(file: SourceFile): Diagnostic[] {
  const shape = checkShape(file, contentFileSchema);
  if (shape.length || !isObject(file.value)) return shape;
  const value = file.value as { scenery: { gardens: { name: string }[] }; places: { offline: { name: string }[] } };
  return [
    ...repeated(file, ['scenery', 'gardens'], value.scenery.gardens, 'garden'),
    ...repeated(file, ['places', 'offline'], value.places.offline, 'district'),
  ];
}

function repeated(file: SourceFile, at: string[], items: { name: string }[], what: string): Diagnostic[] {
  const first = new Map<string, number>();
  return items.flatMap(({ name }, i) => {
    const earlier = first.get(name);
    if (earlier === undefined) {
      first.set(name, i);
      return [];
    }
    return [
      diagnostic(
        file,
        [...at, i, 'name'],
        `the ${what} \`${name}\` is already listed (entry ${earlier + 1})`,
        `each ${what} is named once: rename or remove one`,
      ),
    ];
  });
}
