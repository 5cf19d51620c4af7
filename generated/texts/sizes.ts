// generated from spec/texts.yaml by npm run generate — do not edit

/** How many rows or messages the runtime loads at a time. */
export const sizes = { chatPage: 15, listPage: 10, mapSearchPage: 10 } as const;
