// Spec files are untrusted plain data until validated: narrow before reading.
export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
