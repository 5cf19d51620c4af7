// generated from spec/forms/*.yaml by npm run generate — do not edit
import type { FormModule } from './types.js';

export type FormId =
  | 'forget-password'
  | 'legal-register'
  | 'login-password'
  | 'login-phone'
  | 'personal-register';

/** Each form loads on first use, together with its precompiled validator. */
export const forms: Readonly<Record<FormId, () => Promise<FormModule>>> = {
  'forget-password': () => import('./forget-password.js'),
  'legal-register': () => import('./legal-register.js'),
  'login-password': () => import('./login-password.js'),
  'login-phone': () => import('./login-phone.js'),
  'personal-register': () => import('./personal-register.js'),
};
