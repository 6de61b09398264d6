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
  UPLOAD_AUTH_REQUIRED: { status: 401, message: 'Please sign in to upload documents.' },
  UPLOAD_NO_FILE: { status: 400, message: 'Please choose a PDF file to upload.' },
  UPLOAD_NOT_PDF: { status: 400, message: 'Please select a valid PDF file' },
  UPLOAD_TOO_LARGE: { status: 413, message: 'File size exceeds the 10MB limit' },
  UPLOAD_ENCRYPTED: { status: 400, message: 'This PDF is password-protected. Please upload a copy without a password.' },
  UPLOAD_TOO_MANY_PAGES: { status: 400, message: 'This PDF has more than 50 pages. Please upload only the pages you need.' },
  UPLOAD_TOO_COMPLEX: {
    status: 400,
    message: 'This PDF could not be read safely: it is too large or too complex. Please upload a simpler copy, for example a new scan.',
  },
  UPLOAD_HAS_SCRIPT: {
    status: 400,
    message: 'This PDF contains JavaScript, which we do not accept for your safety. Please print it to a new PDF and upload that.',
  },
  UPLOAD_SESSION_FULL: { status: 409, message: 'An application can hold up to 10 documents. Remove one or start a new application.' },
  DOCUMENTS_BUSY: { status: 409, message: 'Your documents are being processed. Please wait until processing has finished.' },
  DOCUMENTS_NONE: { status: 400, message: 'Cannot proceed: Please upload at least one document first' },
  DOCUMENTS_PROCESSING_FAILED: { status: 422, message: 'Processing failed. Please try again.' },
  DOCUMENTS_PROCESSING_TIMEOUT: { status: 504, message: 'Processing is taking longer than expected. Please try again in a minute.' },
  DOCUMENTS_FORM_INVALID: { status: 400, message: 'The form data is not valid.' },
  PDF_NO_FORM_DATA: { status: 409, message: 'No enhanced I-485 form data available. Please go back and process your document.' },
  PDF_TEMPLATE_UNAVAILABLE: { status: 503, message: 'The official form is not available on this server right now. Please try again later.' },
  PDF_GENERATION_FAILED: { status: 500, message: 'Failed to generate PDF' },
  STORAGE_UNAVAILABLE: { status: 503, message: 'Document storage is not available right now. Please try again later.' },
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
