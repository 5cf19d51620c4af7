// generated from spec/texts.yaml by npm run generate — do not edit

// How many rows or messages the runtime loads at a time.
export const chatPage = 15;
export const listPage = 10;
export const mapSearchPage = 10;
