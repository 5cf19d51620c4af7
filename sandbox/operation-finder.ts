// The operation a request names, by one Map lookup. The spec's paths have no parameters, so Express's
// matching of them (case-insensitive, one optional trailing slash, HEAD answered by GET) is a key; with a
// route per operation, Express tried up to ~160 regular expressions per request, twice (the visitor gate
// and the operations), which was most of its routing time under load.
import type { Request } from 'express';
import type { Operation } from './spec.js';

const keyOf = (method: string, path: string) => `${method.toLowerCase()} ${path.toLowerCase().replace(/(.)\/$/, '$1')}`;

export function operationFinder(operations: Operation[]): (req: Request) => Operation | undefined {
  const parameterised = operations.filter((op) => op.path.includes('{'));
  // a path parameter would need Express's matching again; refuse to start rather than route it wrongly
  if (parameterised.length)
    throw new Error(
      `operationFinder: path parameters are not routed (${parameterised.map((op) => op.path).join(', ')})`,
    );
  const byKey = new Map(operations.map((op) => [keyOf(op.method, op.path), op]));
  return (req) => byKey.get(keyOf(req.method === 'HEAD' ? 'get' : req.method, req.path));
}
