// Private fields (spec/openapi.yaml, `x-private` on a response schema's property): the one place that
// takes them out of an answer. Each operation's 200 schema is compiled once into a plan that follows only
// the branches leading to a private property, so answers without one are not walked at all.
//   x-private: owner                 the property leaves the server only for the object's owner;
//   x-private: { roles: [r, …] }     … and for members holding one of these roles (x-access-control.roles).
// The owner of an object is named by `x-owner` on its schema (a field, a list, or `<field>@<kind>.<ownerField>`
// as in x-access); an answer to a self or owner call, or the session a login starts, is the caller's own —
// but for an object in it whose `x-owner` names another member.
import { deputyRecordOf } from './areas/identity/members.js';
import { getRecord } from './areas/record-store.js';
import type { Db } from './db.js';
import type { Operation } from './spec.js';

/** What the walk reads of a response schema (the test that walks every answer reads the same). */
export type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  'x-private'?: 'owner' | { roles: string[] };
  'x-owner'?: string | string[];
};

interface Plan {
  /** the properties that are private here, with the roles that may also read them */
  private: Map<string, string[]>;
  /** the properties whose value holds a private property somewhere */
  children: Map<string, Plan[]>;
  items: Plan[];
  values: Plan[];
  owners: string[];
  live: boolean;
}

/** Who reads the answer. */
export interface Reader {
  memberId?: string;
  /** whether the reader holds the role (asked only when an answer has a field that role may read) */
  hasRole: (role: string) => boolean;
  /** the whole answer is the reader's own (self / owner calls, the session a login starts) */
  own: boolean;
}

export type Stripper = (answer: unknown, reader: Reader) => unknown;

/** One stripper per operationId, compiled from the spec's response schemas. */
export function privateFieldStrippers(
  doc: Record<string, unknown>,
  operations: Operation[],
  db: Db,
): Map<string, Stripper> {
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as Schema;
  const plans = new Map<Schema, Plan>();
  const all: Plan[] = [];

  const planOf = (schema: Schema): Plan => {
    const known = plans.get(schema);
    if (known) return known;
    const plan: Plan = { private: new Map(), children: new Map(), items: [], values: [], owners: [], live: false };
    plans.set(schema, plan);
    all.push(plan);
    collect(schema, plan, new Set());
    return plan;
  };
  // allOf / oneOf / anyOf and $ref all describe the same value: their properties join one plan
  const collect = (schema: Schema, plan: Plan, seen: Set<Schema>) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema.$ref) return collect(resolve(schema.$ref), plan, seen);
    for (const branch of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
      collect(branch, plan, seen);
    if (schema['x-owner']) plan.owners.push(...([] as string[]).concat(schema['x-owner']));
    if (schema.items) plan.items.push(planOf(schema.items));
    if (typeof schema.additionalProperties === 'object') plan.values.push(planOf(schema.additionalProperties));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const rule = property['x-private'] ?? (property.$ref ? resolve(property.$ref)['x-private'] : undefined);
      if (rule) plan.private.set(name, rule === 'owner' ? [] : rule.roles);
      plan.children.set(name, [...(plan.children.get(name) ?? []), planOf(property)]);
    }
  };

  const rootOf = (op: Operation): Plan | undefined => {
    const paths = doc.paths as Record<
      string,
      Record<string, { responses?: Record<string, Schema & { content?: Record<string, { schema?: Schema }> }> }>
    >;
    let response = paths[op.path][op.method].responses?.['200'];
    if (response?.$ref) response = resolve(response.$ref) as typeof response;
    const schema = response?.content?.['application/json']?.schema;
    return schema && planOf(schema);
  };
  const roots = new Map(operations.map((op) => [op.operationId, rootOf(op)]));

  // a plan is live when a private property is reachable from it (cycles settle in a few rounds)
  for (let changed = true; changed;) {
    changed = false;
    for (const plan of all) {
      if (plan.live) continue;
      const below = [...plan.items, ...plan.values, ...[...plan.children.values()].flat()];
      if (plan.private.size || below.some((p) => p.live)) changed = plan.live = true;
    }
  }

  const ownerOf = (value: Record<string, unknown>, owner: string): string => {
    const parent = /^(\w+)@([\w-]+)\.(\w+)$/.exec(owner);
    if (!parent) return String(value[owner] ?? '');
    const [, field, kind, ownerField] = parent;
    return String(getRecord(db, kind, String(value[field] ?? ''))?.[ownerField] ?? '');
  };

  const strip = (value: unknown, plans: Plan[], reader: Reader): unknown => {
    const live = plans.filter((p) => p.live);
    if (!live.length || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      const items = live.flatMap((p) => p.items);
      let copy: unknown[] | undefined;
      value.forEach((item, i) => {
        const stripped = strip(item, items, reader);
        if (stripped !== item) (copy ??= [...value])[i] = stripped;
      });
      return copy ?? value;
    }
    const object = value as Record<string, unknown>;
    let owner: boolean | undefined;
    const isOwner = () => {
      const owners = live
        .flatMap((p) => p.owners)
        .map((field) => ownerOf(object, field))
        .filter(Boolean);
      // the caller's own answer (a self or owner call, a login) is theirs but for an object it names
      // another owner of — an invitee in the inviter's list keeps their real name — unless the caller
      // acts for that owner (a deputy reads its enterprise's verification)
      if (reader.own) {
        if (reader.memberId === undefined || !owners.length || owners.includes(reader.memberId)) return true;
        const enterprise = deputyRecordOf(db, reader.memberId)?.enterpriseId;
        return enterprise !== undefined && owners.includes(String(enterprise));
      }
      return reader.memberId !== undefined && owners.includes(reader.memberId);
    };
    const mayRead = (roles: string[]) => roles.some(reader.hasRole) || (owner ??= isOwner());
    let changed = false;
    const kept: [string, unknown][] = [];
    for (const [key, item] of Object.entries(object)) {
      const rules = live.filter((p) => p.private.has(key)).map((p) => p.private.get(key)!);
      if (rules.length && !rules.every(mayRead)) {
        changed = true;
        continue;
      }
      const stripped = strip(
        item,
        [...live.flatMap((p) => p.children.get(key) ?? []), ...live.flatMap((p) => p.values)],
        reader,
      );
      changed ||= stripped !== item;
      kept.push([key, stripped]);
    }
    return changed ? Object.fromEntries(kept) : value;
  };

  return new Map(
    [...roots].map(([operationId, root]) => [
      operationId,
      (answer: unknown, reader: Reader) => (root?.live ? strip(answer, [root], reader) : answer),
    ]),
  );
}
