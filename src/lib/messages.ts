// The runtime's own messages every page may show (toasts, empty and failed states, dialog buttons), read
// from spec/texts.yaml's `common` group (generated/texts/common.ts). A screen's or widget's own texts are
// its group's module, imported where used; form validation messages live in spec/forms/*.yaml.
import { visitorMessage } from '../../generated/api/operations';
import * as commonTexts from '../../generated/texts/common';
import { createElement, Fragment, type ReactNode } from 'react';

/** A text of spec/texts.yaml with its {name} parts filled in. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (part, name: string) => (name in values ? String(values[name]) : part));

/** A text of spec/texts.yaml with its {name} parts filled by elements (a figure in bold), for JSX. */
export const fillNodes = (text: string, values: Record<string, ReactNode>): ReactNode[] =>
  text
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 ? createElement(Fragment, { key: i }, part in values ? values[part] : `{${part}}`) : part,
    );

export const messages = {
  ...commonTexts,
  // the x-access-control visitor message of spec/openapi.yaml (seed 1 §8), also what the server answers
  loginFirst: visitorMessage,
  pager: (list: string) => fillText(commonTexts.pager, { list }),
} as const;
