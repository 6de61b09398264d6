import { authRules, isLongEnoughSignInPassword, isStrongPassword, isValidEmail } from '@formpath/contracts/rules';

export type AuthMode = 'signin' | 'signup';

export interface AuthFields {
  email: string;
  password: string;
  confirm: string;
}

/** Spec 1 §5, in its order: the first rule broken, as the toast's title and message. */
export const firstBrokenRule = (mode: AuthMode, fields: AuthFields): { title: string; message: string } | null => {
  if (!isValidEmail(fields.email)) return authRules.email;
  if (mode === 'signup') {
    if (!isStrongPassword(fields.password)) return authRules.signUpPassword;
    if (fields.password !== fields.confirm) return authRules.confirmation;
    return null;
  }
  return isLongEnoughSignInPassword(fields.password) ? null : authRules.signInPassword;
};
