// Every operation's handler, keyed by the operationId in spec/openapi.yaml. api.ts refuses to start
// when the spec and this map disagree.
import { AREA_HANDLERS } from '../areas/index.js';
import { contentHandlers } from './content.js';
import { loginHandlers } from './login.js';
import { personalCentreHandlers } from './personal-centre.js';
import { qrLoginHandlers } from './qr-login.js';
import { registerHandlers } from './register.js';
import { sessionHandlers } from './session.js';
import type { Handler } from './shared.js';
import { smsHandlers } from './sms.js';

export const HANDLERS: Record<string, Handler> = {
  ...loginHandlers,
  ...registerHandlers,
  ...smsHandlers,
  ...sessionHandlers,
  ...qrLoginHandlers,
  ...personalCentreHandlers,
  ...contentHandlers,
  ...AREA_HANDLERS,
};
