// The call a generic page or an edit form's `load` makes: a known operation, inputs it accepts, and
// route query parameters the route declares.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { OperationInfo } from '../openapi-model.js';
import { diagnostic } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import { acceptedFields, requiredFields } from './forms.js';

export interface CallContext {
  /** the route making the call and the query parameters it declares (absent for a form's load) */
  route?: { name: string; declared: string[] };
  /** inputs the page adds itself (a list's paging) */
  paging?: string[];
  /** inputs supplied besides params (paging, filters, the typed comment); when set, every required input must be supplied */
  supplied?: string[];
  /** a list's filters could set a missing input too */
  filters?: boolean;
}

/** `call` is `{ operation, params }`; a param value 'query.<p>' must be a parameter the route declares. */
export function checkCall(
  file: SourceFile,
  operations: ReadonlyMap<string, OperationInfo> | undefined,
  call: Record<string, unknown>,
  at: Path,
  context: CallContext = {},
): Diagnostic[] {
  if (typeof call.operation !== 'string' || !operations) return [];
  const operation = operations.get(call.operation);
  if (!operation) {
    const hint = didYouMean(call.operation, operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
    return [diagnostic(file, [...at, 'operation'], `unknown operationId \`${call.operation}\``, hint)];
  }
  const accepted = acceptedFields(operation);
  const paging = (context.paging ?? [])
    .filter((name) => !accepted.includes(name))
    .map((name) =>
      diagnostic(
        file,
        [...at, 'operation'],
        `operation \`${operation.id}\` does not accept the paging input \`${name}\``,
        'set paging: { index, size } to its names, or drop pageSize',
      ),
    );
  const params = Object.entries(isObject(call.params) ? call.params : {}).flatMap(([name, source]) => {
    if (!accepted.includes(name)) {
      return [
        diagnostic(
          file,
          [...at, 'params', name],
          `operation \`${operation.id}\` does not accept \`${name}\``,
          `it accepts ${accepted.join(', ') || 'no input'}`,
          { key: true },
        ),
      ];
    }
    const param = typeof source === 'string' && source.startsWith('query.') ? source.slice(6) : null;
    const route = context.route;
    if (param && route && !route.declared.includes(param)) {
      return [undeclaredQuery(file, [...at, 'params', name], route.name, route.declared, param)];
    }
    return [];
  });
  return [...paging, ...params, ...unsupplied(file, operation, call, at, context)];
}

/** Every required input of the call comes from its params or from what the page adds (the runtime signs x-autograph calls itself). */
function unsupplied(
  file: SourceFile,
  operation: OperationInfo,
  call: Record<string, unknown>,
  at: Path,
  context: CallContext,
): Diagnostic[] {
  if (!context.supplied) return [];
  const supplied = [
    ...new Set([
      ...Object.keys(isObject(call.params) ? call.params : {}),
      ...context.supplied,
      ...(operation.autograph ? ['autograph'] : []),
    ]),
  ];
  return requiredFields(operation)
    .filter((name) => !supplied.includes(name))
    .map((name) => {
      const given = supplied.length ? `it is given ${supplied.join(', ')}` : 'it is given nothing';
      return diagnostic(
        file,
        [...at, 'operation'],
        `operation \`${operation.id}\` needs \`${name}\``,
        `${given}; set ${name} in params${context.filters ? ' or by a filter' : ''}`,
      );
    });
}

/** A route reads a query parameter it does not declare. */
export function undeclaredQuery(
  file: SourceFile,
  at: Path,
  route: string,
  declared: string[],
  name: string,
  onKey = false,
): Diagnostic {
  return diagnostic(
    file,
    at,
    `route \`${route}\` does not declare query parameter \`${name}\``,
    `add it to the route's query: [${[...declared, name].join(', ')}]`,
    { key: onKey },
  );
}
