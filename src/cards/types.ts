// A card renders one record of a generic list page (spec/routes.yaml `list: { card: <name> }`).
// Cards are small, presentational and registered by name in src/cards/index.ts.
export type ListRecord = Readonly<Record<string, unknown>>;

export interface CardProps {
  record: ListRecord;
}
