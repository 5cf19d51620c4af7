// The registration calls' md5 "autograph" (seed 1 §7.2, spec x-autograph): the payload's other
// non-empty fields sorted by name as k=v joined by &, followed by the secret. The sandbox checks
// the same string.
import md5 from 'md5';
import { autographSecret } from '../../generated/api/operations';

export function autograph(payload: Record<string, unknown>, secret: string = autographSecret): string {
  const pairs = Object.keys(payload)
    .filter((k) => k !== 'autograph' && payload[k] !== undefined && payload[k] !== null && payload[k] !== '')
    .sort()
    .map((k) => `${k}=${String(payload[k])}`);
  return md5(pairs.join('&') + secret);
}
