// The registration calls' md5 "autograph" (seed 1 §7.2, spec x-autograph); generated/api/support.ts
// says what is signed, so the portal and the sandbox cannot drift apart.
import md5 from 'blueimp-md5';
import { autographSecret } from '../../generated/api/operations';
import { autographText } from '../../generated/api/support';

export const autograph = (payload: Record<string, unknown>, secret: string = autographSecret): string =>
  md5(autographText(payload, secret));
