import { authRules } from '@formpath/contracts';
import { firstBrokenRule } from './auth-form-rules.js';

describe('auth modal validation (spec 1 §5)', () => {
  const ok = { email: 'ana@example.com', password: 'Passw0rd!', confirm: 'Passw0rd!' };

  it('checks the email first', () => {
    expect(firstBrokenRule('signin', { ...ok, email: 'ana' })).toBe(authRules.email);
    expect(firstBrokenRule('signup', { ...ok, email: '' })).toBe(authRules.email);
  });

  it('asks a strong password, then a matching confirmation, at sign-up', () => {
    expect(firstBrokenRule('signup', { ...ok, password: 'weakpass', confirm: 'weakpass' })).toBe(authRules.signUpPassword);
    expect(firstBrokenRule('signup', { ...ok, confirm: 'Passw0rd?' })).toBe(authRules.confirmation);
    expect(firstBrokenRule('signup', ok)).toBeNull();
  });

  it('asks six characters at sign-in', () => {
    expect(firstBrokenRule('signin', { ...ok, password: 'abc' })).toBe(authRules.signInPassword);
    expect(firstBrokenRule('signin', { ...ok, password: 'abcdef' })).toBeNull();
  });

  it('uses the exact titles and messages of the spec', () => {
    expect(authRules.signUpPassword).toEqual({
      title: 'Password Requirements Not Met',
      message: 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    });
    expect(authRules.confirmation.title).toBe("Passwords Don't Match");
  });
});
