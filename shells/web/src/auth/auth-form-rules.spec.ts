import { en } from '@formpath/i18n';
import { firstBrokenRule } from './auth-form-rules.js';

describe('auth modal validation (spec 1 §5)', () => {
  const ok = { email: 'ana@example.com', password: 'Passw0rd!', confirm: 'Passw0rd!' };

  it('checks the email first', () => {
    expect(firstBrokenRule('signin', { ...ok, email: 'ana' })).toBe('email');
    expect(firstBrokenRule('signup', { ...ok, email: '' })).toBe('email');
  });

  it('asks a strong password, then a matching confirmation, at sign-up', () => {
    expect(firstBrokenRule('signup', { ...ok, password: 'weakpass', confirm: 'weakpass' })).toBe('signUpPassword');
    expect(firstBrokenRule('signup', { ...ok, confirm: 'Passw0rd?' })).toBe('confirmation');
    expect(firstBrokenRule('signup', ok)).toBeNull();
  });

  it('asks six characters at sign-in', () => {
    expect(firstBrokenRule('signin', { ...ok, password: 'abc' })).toBe('signInPassword');
    expect(firstBrokenRule('signin', { ...ok, password: 'abcdef' })).toBeNull();
  });

  it('shows the exact titles and messages of the spec, the same as the shared rules', () => {
    expect(en.authRules.signUpPassword).toEqual({
      title: 'Password Requirements Not Met',
      message: 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    });
    expect(en.authRules.confirmation).toEqual({ title: "Passwords Don't Match", message: 'Please make sure both passwords match' });
    expect(en.authRules.email).toEqual({ title: 'Invalid Email', message: 'Please enter a valid email address' });
    expect(en.authRules.signInPassword).toEqual({ title: 'Password Too Short', message: 'Password must be at least 6 characters long' });
  });
});
