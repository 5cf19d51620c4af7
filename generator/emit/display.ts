// generated/display.ts: the named formats and label maps of spec/display.yaml, typed by name, so a
// page that names a missing one does not compile (and the generator has already refused it).
import type { Ir } from '../ir.js';
import { header, literal, unionType } from './code.js';

export function emitDisplay(ir: Ir): string {
  const formats = Object.keys(ir.display.formats).sort();
  const labels = Object.keys(ir.display.labels).sort();
  return `${header('spec/display.yaml')}
export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

${unionType('FormatName', formats)}

${unionType('LabelName', labels)}

/** One format: a dayjs pattern, the two relative-time rules, a mask, money or a number. */
export type Format =
  | { kind: 'date'; pattern: string }
  | { kind: 'ago'; units: { second: string; minute: string; hour: string; day: string }; days: number; recent: string; monthDays: number; full: string }
  | { kind: 'calendar'; otherYear: string; earlier: string; yesterday: string; morning: string; afternoon: string }
  | { kind: 'mask'; start: number; end?: number; stars?: number; from?: number }
  | { kind: 'money'; decimals: number; prefix?: string; suffix?: string }
  | { kind: 'number'; pad?: number; suffix?: string };

export interface Label {
  text: string;
  tone?: Tone;
}

export const formats: Readonly<Record<FormatName, Format>> = ${literal(Object.fromEntries(formats.map((name) => [name, ir.display.formats[name]])))};

/** Label maps by name: a field's value (as text) → its label. */
export const labels: Readonly<Record<LabelName, Readonly<Record<string, Label>>>> = ${literal(Object.fromEntries(labels.map((name) => [name, ir.display.labels[name]])))};
`;
}
