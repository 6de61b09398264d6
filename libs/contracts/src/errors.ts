// One catalogue of error codes: the gateway maps them to HTTP statuses and the exact user
// messages of the spec; services raise them; the browser may read `code` from error bodies.
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  REQUEST_BODY_INVALID: { status: 400, message: 'The request body is not valid JSON.' },
  REQUEST_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  REQUEST_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This request must be sent as JSON (Content-Type: application/json).' },
  REQUEST_UNSUPPORTED_ENCODING: { status: 415, message: 'This request uses a content encoding or character set that is not accepted.' },
  AUTH_INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address' },
  AUTH_WEAK_PASSWORD: {
    status: 400,
    message: 'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
  },
  AUTH_PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 6 characters long' },
  AUTH_EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Please sign in instead.' },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  AUTH_RATE_LIMITED: { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  AUTH_SIGNUP_RATE_LIMITED: { status: 429, message: 'Too many sign-ups from this connection. Please wait a few minutes and try again.' },
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
  UPLOAD_ENCRYPTED: {
    status: 400,
    message: 'This PDF is password-protected or locked against changes. Please upload a copy without protection, for example by printing it to a new PDF.',
  },
  UPLOAD_IMAGE_TOO_LARGE: { status: 400, message: 'This PDF contains an image too large to read safely. Please upload a new scan at 300 dpi or less.' },
  UPLOAD_PAGE_TOO_LARGE: { status: 400, message: 'This PDF has a page too large to read. Please upload a copy with ordinary page sizes, such as Letter or A4.' },
  UPLOAD_TOO_MANY_PAGES: { status: 400, message: 'This PDF has more than 50 pages. Please upload only the pages you need.' },
  UPLOAD_TOO_COMPLEX: {
    status: 400,
    message: 'This PDF could not be read safely: it is too large or too complex. Please upload a simpler copy, for example a new scan.',
  },
  UPLOAD_HAS_SCRIPT: {
    status: 400,
    message: 'This PDF contains JavaScript that we could not remove safely. Please print it to a new PDF and upload that.',
  },
  UPLOAD_BUSY: { status: 429, message: 'You are uploading many files at once. Please wait for the current uploads to finish, then try again.' },
  UPLOAD_SESSION_FULL: { status: 409, message: 'An application can hold up to 10 documents. Remove one or start a new application.' },
  DOCUMENTS_BUSY: { status: 409, message: 'Your documents are being processed. Please wait until processing has finished.' },
  DOCUMENTS_NONE: { status: 400, message: 'Cannot proceed: Please upload at least one document first' },
  DOCUMENTS_PROCESSING_FAILED: { status: 422, message: 'Processing failed. Please try again.' },
  DOCUMENTS_PROCESSING_TIMEOUT: { status: 504, message: 'Processing is taking longer than expected. Please try again in a minute.' },
  FIELD_GUIDE_NOT_READY: { status: 409, message: 'Your documents have not been processed yet. Please go back and process your documents first.' },
  DOCUMENTS_FORM_INVALID: { status: 400, message: 'The form data is not valid.' },
  PDF_NO_FORM_DATA: { status: 409, message: 'No enhanced I-485 form data available. Please go back and process your document.' },
  FORM_PAGE_NOT_FOUND: { status: 404, message: 'This page of the form does not exist.' },
  PDF_TEMPLATE_UNAVAILABLE: { status: 503, message: 'The official form is not available on this server right now. Please try again later.' },
  PDF_GENERATION_FAILED: { status: 500, message: 'Failed to generate PDF' },
  STORAGE_UNAVAILABLE: { status: 503, message: 'Document storage is not available right now. Please try again later.' },
  CROSS_SITE_REQUEST: { status: 403, message: 'This request came from another site and was refused.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  BUS_TIMEOUT: { status: 504, message: 'The service did not answer in time. Please try again.' },
  BUS_NO_HANDLER: { status: 503, message: 'This part of Formpath is not available right now. Please try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  REVIEW_LINK_NOT_FOUND: { status: 404, message: 'This review link has expired or was revoked. Please create a new link.' },
  REVIEW_ALREADY_SUBMITTED: { status: 409, message: 'This review has already been submitted. The applicant can send you a new link for another review.' },
  LEGAL_RATE_LIMITED: { status: 429, message: 'You have asked many questions in the last minute. Please wait a minute and try again.' },
  ASYLUM_RATE_LIMITED: { status: 429, message: 'Too many follow-up requests from this connection. Please wait a minute and try again.' },
  ASYLUM_DRAFT_RATE_LIMITED: { status: 429, message: 'Too many drafts were asked for in the last minute. Please wait a minute and try again.' },
  ASYLUM_NO_ANSWERS: { status: 409, message: 'There are no saved answers to prepare a draft I-589 from yet. Please answer the questionnaire first.' },
  FORM_PAGES_RATE_LIMITED: { status: 429, message: 'Too many pages of the form were asked for in the last minute. Please wait a minute and try again.' },
  EMAIL_CAPTURE_RATE_LIMITED: { status: 429, message: 'Too many sign-ups from this connection. Please wait a minute and try again.' },
  REVIEW_LOOKUP_RATE_LIMITED: { status: 429, message: 'Too many review link requests from this connection. Please wait a minute and try again.' },
  REVIEW_NOT_READY: { status: 409, message: 'This application has no answers to review right now: its documents are being processed. Please try again once the applicant has finished.' },
  REVIEW_FIELD_UNKNOWN: { status: 400, message: 'The review changes a field this application does not have.' },
  REVIEW_FIELD_NOT_EDITABLE: { status: 400, message: 'The review changes a field a reviewer cannot edit. Leave a comment on it instead.' },
  REVIEW_STALE: {
    status: 409,
    message: 'The applicant changed their answers after you opened this link. Reload the page to see their latest answers, then submit your review again.',
  },
  REVIEW_CHANGE_STALE: { status: 409, message: 'This answer has changed since the review. Edit it in the form instead.' },
  REVIEW_CHANGE_NOT_FOUND: { status: 404, message: 'This change of the attorney was not found.' },
  REVIEW_EMAIL_REQUIRED: { status: 400, message: 'Email required: Please enter an email address.' },
  REVIEW_EMAIL_INVALID: { status: 400, message: 'Invalid email: Please enter a valid email address.' },
  REVIEW_SEND_RATE_LIMITED: { status: 429, message: 'You have sent the review link many times in the last hour. Please try again later.' },
  REVIEW_SEND_FAILED: {
    status: 502,
    message: 'The email could not be sent right now. Please try again in a few minutes, or copy the link and send it yourself.',
  },
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
