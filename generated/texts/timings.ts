// generated from spec/texts.yaml by npm run generate — do not edit

// How long the runtime waits, in the unit each name says.
export const chatTimeLabelGapSeconds = 60;
export const recognitionFailureDelayMs = 1000;
