// The runtime's own messages every page may show (toasts, empty and failed states, dialog buttons), read
// from spec/texts.yaml's `common` group (generated/texts/common.ts). A screen's or widget's own texts are
// its group's module, imported where used; form validation messages live in spec/forms/*.yaml.
import { visitorMessage } from '../../generated/api/operations';
import { commonTexts } from '../../generated/texts/common';

/** A text of spec/texts.yaml with its {name} parts filled in. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (part, name: string) => (name in values ? String(values[name]) : part));

export const messages = {
  ...commonTexts,
  // the x-access-control visitor message of spec/openapi.yaml (seed 1 §8), also what the server answers
  loginFirst: visitorMessage,
  pager: (list: string) => fillText(commonTexts.pager, { list }),
} as const;
