// Stands in for rjsf's layout fields (LayoutGridField, LayoutMultiSchemaField, LayoutHeaderField — 3.3 KB
// gzip of every form route) through vite.config.ts's alias. rjsf registers them for forms laid out by a
// `ui:layoutGrid`, which the portal's forms are not: their fields follow `ui:order`, and the generator
// refuses a `ui:field` or `ui:layoutGrid` that would call on one.
export default function LayoutField(): null {
  return null;
}
