// One catalogue of error codes: the gateway maps them to HTTP statuses and the exact user
// messages of the spec; services raise them; the browser may read `code` from error bodies.
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  AUTH_INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address' },
  AUTH_WEAK_PASSWORD: {
    status: 400,
    message: 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
  },
  AUTH_PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 6 characters long' },
  AUTH_EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Please sign in instead.' },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  AUTH_RATE_LIMITED: { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  AUTH_REQUIRED: { status: 401, message: 'Not authenticated' },
  AUTH_OIDC_NOT_CONFIGURED: { status: 404, message: 'Quick Start sign-in is not configured on this server.' },
  AUTH_OIDC_FAILED: { status: 400, message: 'Authentication failed' },
  AUTH_OIDC_EMAIL_IN_USE: {
    status: 409,
    message: 'This email already belongs to an account that uses another sign-in method. Please sign in with that method.',
  },
  CROSS_SITE_REQUEST: { status: 403, message: 'This request came from another site and was refused.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  BUS_TIMEOUT: { status: 504, message: 'The service did not answer in time. Please try again.' },
  BUS_NO_HANDLER: { status: 503, message: 'This part of Formpath is not available right now. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCatalog, value);

/** A failure the user can understand; `message` defaults to the catalogue's text. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'DomainError';
  }

  get status(): number {
    return errorCatalog[this.code].status;
  }
}

/** What crosses the bus (and reaches the browser) when a request fails. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}
