// How deep a request body may nest (x-plain-text.maxDepth). JSON.parse builds 20,000 levels without
// complaint, but everything that walks a body afterwards — the plain-text cleaner, the validator —
// recurses, and a stack overflow is a 500. So the depth is measured here, without recursion, right
// after parsing, and a deeper body is refused before anything else reads it.
import type { RequestHandler } from 'express';

/** Whether the value nests more than `limit` objects or arrays deep (a scalar is depth 0). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a parsed body that nests deeper than `limit` with the 400 envelope. */
export function refuseDeepBodies(limit: number): RequestHandler {
  return (req, _res, next) => {
    if (!nestsDeeperThan(req.body, limit)) return next();
    next(Object.assign(new Error(`参数错误：请求体嵌套超过 ${limit} 层`), { status: 400, type: 'entity.too.deep' }));
  };
}
