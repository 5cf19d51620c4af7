// Runtime messages (toasts, confirms, empty states) in one place, read from spec/texts.yaml
// (generated/texts.ts). Form validation messages live in spec/forms/*.yaml; these are the ones the
// runtime itself shows.
import { visitorMessage } from '../../generated/api/operations';
import { texts } from '../../generated/texts';

/** A text of spec/texts.yaml with its {name} parts filled in. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (part, name: string) => (name in values ? String(values[name]) : part));

export const messages = {
  ...texts,
  // the x-access-control visitor message of spec/openapi.yaml (seed 1 §8), also what the server answers
  loginFirst: visitorMessage,
  pager: (list: string) => fillText(texts.pager, { list }),
  /** the documented text for the usual limit of three; other limits say their number */
  atMostImages: (n: number) => (n === 3 ? texts.atMostThreeImages : fillText(texts.atMostImages, { n })),
} as const;
