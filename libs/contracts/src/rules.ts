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

export const isValidEmail = (email: string): boolean => email.trim().length > 0 && email.includes('@');

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

