// Rules the browser needs too, free of zod so that they cost the page almost nothing.

/** The validation rules of spec 1 §5, shared by the browser (instant feedback) and the server (the rule). */
export const authRules = {
  email: { title: 'Invalid Email', message: 'Please enter a valid email address' },
  signUpPassword: {
    title: 'Password Requirements Not Met',
    message: 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
  },
  signInPassword: { title: 'Password Too Short', message: 'Password must be at least 6 characters long' },
  confirmation: { title: "Passwords Don't Match", message: 'Please make sure both passwords match' },
} as const;

// NUL and other control characters are never part of an address (and PostgreSQL refuses NUL in
// text): refused here rather than failing in the database. Surrounding whitespace is trimmed anyway.
const controlCharacter = /\p{Cc}/u;
export const hasControlCharacters = (value: string): boolean => controlCharacter.test(value.trim());

export const isValidEmail = (email: string): boolean => email.trim().length > 0 && email.includes('@') && !hasControlCharacters(email);

export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 &&
  // Unicode classes: 'Ñ' is an uppercase letter for a Spanish speaker too.
  /\p{Lu}/u.test(password) &&
  /\p{Ll}/u.test(password) &&
  /\p{Nd}/u.test(password) &&
  /[^\p{L}\p{N}]/u.test(password);

export const isLongEnoughSignInPassword = (password: string): boolean => password.length >= 6;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Spec 1 §5 and §9: what one upload and one application may hold. */
export const uploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxDocumentsPerSession: 10,
  maxPages: 50,
  goodToProceed: 4,
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => uuidPattern.test(value);

export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Spec 1 §9: mobile under 768 px, tablet under 1024 px, otherwise desktop. */
export const deviceTypeForWidth = (width: number): DeviceType => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');


// A simple pattern (spec 1 §5) that still keeps out what a mail header would read as a second
// address or a display name: commas, semicolons, quotes, angle brackets, spaces.
const reviewEmailPattern = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;

/**
 * Spec 1 §5: why an address cannot be written to, or null when it can (checked trimmed). The
 * share step and the email captures answer with it before a request; the services check it again.
 */
export const emailProblem = (email: string): 'required' | 'invalid' | null => {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return trimmed.length <= 254 && reviewEmailPattern.test(trimmed) ? null : 'invalid';
};

/** The attorney's address on the share step. */
export const reviewEmailProblem = emailProblem;

/** A path or URL with any review link token replaced: tokens are credentials, never analytics. */
// Case-insensitive: the web app's router matches /Attorney-Review/… too.
export const withoutReviewToken = (pathOrUrl: string): string => pathOrUrl.replace(/(\/attorney-review\/)[^/?#]*/gi, '$1:token');

/** A date as the forms write it: MM/DD/YYYY, and a real day of the calendar. */
export const isFormDate = (value: string): boolean => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1800 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Spec 2 §4: where the asylum guide keeps its progress in the browser (forgotten at sign-out). */
export const asylumStorageKey = 'asylumProgress';
