// The `autograph` registration calls carry (spec/openapi.yaml `x-autograph`). The signed text comes
// from generated/api/support.ts, which the browser runtime uses too. The algorithm, exactly:
//
//   1. take every field of the payload except `autograph` itself;
//   2. drop fields whose value is undefined, null or the empty string;
//   3. sort the remaining names by UTF-16 code unit (JavaScript's default `sort()`);
//   4. write each as `name=value` (value as `String(value)`, not URL-encoded) and join them with `&`;
//   5. append the secret directly (no separator) and take the lowercase hex md5 of the UTF-8 bytes.
//
// Example: { phone: '13800000001' } with secret `s` → md5('phone=13800000001s').
import { createHash } from 'node:crypto';
import { autographText } from '../generated/api/support.js';

export function autograph(fields: Record<string, unknown>, secret: string): string {
  return createHash('md5').update(autographText(fields, secret), 'utf8').digest('hex');
}

export function hasValidAutograph(fields: Record<string, unknown>, secret: string): boolean {
  return typeof fields.autograph === 'string' && fields.autograph.toLowerCase() === autograph(fields, secret);
}
