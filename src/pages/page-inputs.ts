// A page's call inputs and link targets in a scope, as plain functions (no HTTP, no React).
import { operations } from '../../generated/api/operations';
import { href, type Call, type Params, type RouteName } from '../../generated/routes';
import type { Scope } from '../lib/display';
import type { Session } from '../lib/session';
import { resolveParams } from './form-logic';

/**
 * A call's inputs in this scope; null when an input the operation requires has no value (a detail
 * without its id, a visitor on a member's list); an optional one without a value is left out.
 */
export function inputOf(
  call: Partial<Call>,
  scope: Scope,
  extra: Record<string, unknown> = {},
): Record<string, unknown> | null {
  const required: readonly string[] | undefined = call.operation && operations[call.operation].required;
  const sources = {
    query: scope.query ?? new URLSearchParams(),
    session: (scope.session ?? null) as Session | null,
    record: scope.record,
    row: scope.row,
  };
  const input = resolveParams(call.params, sources, (name) => Boolean(required && !required.includes(name)));
  return input && { ...input, ...extra };
}

/** A link's target in this scope: the route with its query resolved; null when a value is missing. */
export function linkTo(route: RouteName, query: Params | undefined, scope: Scope): string | null {
  const input = inputOf({ params: query ?? {} }, scope);
  return input && href(route, Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) as never);
}
