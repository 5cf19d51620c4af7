// The names a page refers to (operations, routes, forms, cards, screens, formats, label maps). In the
// generator they are any string the validated spec holds; generated/page-types.ts imports
// each as the union of the names the spec defines, so the runtime's page types (./page-types.ts) are exact.
export type OperationId = string;
export type RouteName = string;
export type FormId = string;
export type CardName = string;
export type ScreenName = string;
export type FormatName = string;
export type LabelName = string;
