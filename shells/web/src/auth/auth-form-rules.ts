import { isLongEnoughSignInPassword, isStrongPassword, isValidEmail } from '@formpath/contracts/rules';

export type AuthMode = 'signin' | 'signup';

export interface AuthFields {
  email: string;
  password: string;
  confirm: string;
}

/** The rules of spec 1 §5 by name; their texts are `authRules.<name>.title` and `.message` in libs/i18n. */
export type AuthRule = 'email' | 'signUpPassword' | 'confirmation' | 'signInPassword';

/** Spec 1 §5, in its order: the first rule broken, or null. */
export const firstBrokenRule = (mode: AuthMode, fields: AuthFields): AuthRule | null => {
  if (!isValidEmail(fields.email)) return 'email';
  if (mode === 'signup') {
    if (!isStrongPassword(fields.password)) return 'signUpPassword';
    if (fields.password !== fields.confirm) return 'confirmation';
    return null;
  }
  return isLongEnoughSignInPassword(fields.password) ? null : 'signInPassword';
};
