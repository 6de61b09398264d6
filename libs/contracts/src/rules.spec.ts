import { deviceTypeForWidth, isLongEnoughSignInPassword, isStrongPassword, isValidEmail, normalizeEmail, isFormDate, withoutReviewToken } from './rules.js';
import { DomainError, errorCatalog } from './errors.js';

describe('auth rules (spec 1 §5)', () => {
  it.each([
    ['Passw0rd!', true],
    ['Sh0rt!a', false],
    ['password1!', false],
    ['PASSWORD1!', false],
    ['Password!!', false],
    ['Password12', false],
    ['Ünïcødé1!x', true],
  ])('sign-up password %p is strong: %p', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('asks six characters at sign-in', () => {
    expect(isLongEnoughSignInPassword('12345')).toBe(false);
    expect(isLongEnoughSignInPassword('123456')).toBe(true);
  });

  it('asks a non-empty email with an @', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('   ')).toBe(false);
    expect(isValidEmail('maria.example.com')).toBe(false);
    expect(isValidEmail('maria@example.com')).toBe(true);
    expect(isValidEmail('maria\u0000@example.com')).toBe(false);
    expect(isValidEmail('maria@exam\u007fple.com')).toBe(false);
    expect(isValidEmail(' maria@example.com\n')).toBe(true);
    expect(normalizeEmail('  Maria@Example.COM ')).toBe('maria@example.com');
  });
});

describe('device type (spec 1 §9)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('%p px is %p', (width, type) => {
    expect(deviceTypeForWidth(width)).toBe(type);
  });
});

describe('DomainError', () => {
  it('takes its status and message from the catalogue unless told otherwise', () => {
    const err = new DomainError('AUTH_WEAK_PASSWORD');
    expect(err.status).toBe(400);
    expect(err.message).toBe(errorCatalog.AUTH_WEAK_PASSWORD.message);
    expect(new DomainError('AUTH_OIDC_FAILED', 'custom').message).toBe('custom');
  });
});

describe('withoutReviewToken', () => {
  it('replaces a review link token in paths and URLs, and leaves other paths alone', () => {
    expect(withoutReviewToken('/attorney-review/AbC_123-xyz')).toBe('/attorney-review/:token');
    expect(withoutReviewToken('https://formpath.example/attorney-review/AbC?x=1#y')).toBe('https://formpath.example/attorney-review/:token?x=1#y');
    expect(withoutReviewToken('/Attorney-Review/AbC')).toBe('/Attorney-Review/:token');
    expect(withoutReviewToken('/app')).toBe('/app');
  });
});

describe('isFormDate', () => {
  it.each([
    ['03/15/1990', true],
    ['02/29/2024', true],
    ['02/29/2023', false],
    ['13/01/2020', false],
    ['3/15/1990', false],
    ['1990-03-15', false],
    ['', false],
  ])('%p is %p', (value, ok) => {
    expect(isFormDate(value)).toBe(ok);
  });
});
