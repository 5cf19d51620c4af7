// Registration's strength meter (seed 1 §2.5): 弱 / 中 / 强 from how many character classes the
// password uses — digits, lower-case letters, upper-case letters, anything else.
import * as passwordStrengthTexts from '../../generated/texts/password-strength';

const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z]/];

export type Strength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): Strength | null {
  if (!password) return null;
  const used = classes.filter((c) => c.test(password)).length;
  return used >= 3 ? 'strong' : used === 2 ? 'medium' : 'weak';
}

export const strengthLabel = (s: Strength): string => passwordStrengthTexts.levels[s];
