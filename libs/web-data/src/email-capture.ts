import { useMutation } from '@tanstack/react-query';
import type { CollectEmailResult, EmailSource, UnsubscribeResult } from '@formpath/contracts';
import { normalizeEmail, withoutReviewToken } from '@formpath/contracts/rules';
import { isSupportedLanguage } from '@formpath/i18n';
import { ApiError, apiRequest } from './api-request.js';

export { emailProblem } from '@formpath/contracts/rules';

// Spec 1 §4: once an email is stored (or the popup dismissed) the exit popup never shows again.
const STORED_EMAIL_KEY = 'subscriberEmail';

export interface EmailCaptureInput {
  email: string;
  firstName?: string;
  lastName?: string;
  source: EmailSource;
}

const remember = (email: string) => {
  try {
    localStorage.setItem(STORED_EMAIL_KEY, email);
  } catch {
    // Storage may be off (private mode): the popup may then show once more, nothing else changes.
  }
};

/** Whether this browser has already given an email (spec 1 §7: stored locally on success). */
export const hasStoredEmail = (): boolean => {
  try {
    return Boolean(localStorage.getItem(STORED_EMAIL_KEY));
  } catch {
    return false;
  }
};

/** POST /api/collect-email: never retried, so a slow answer cannot subscribe twice. */
export const collectEmail = async (input: EmailCaptureInput, language: string): Promise<CollectEmailResult> => {
  const body = {
    ...input,
    language: isSupportedLanguage(language) ? language : 'en',
    userAgent: navigator.userAgent,
    referrer: withoutReviewToken(document.referrer),
  };
  const result = (await (await apiRequest('POST', '/api/collect-email', body, { retries: 0 })).json()) as CollectEmailResult;
  remember(normalizeEmail(body.email));
  return result;
};

/** The email captures' mutation; `language` is the page's, so the welcome is in the reader's language. */
export const useCollectEmail = (language: string) => useMutation({ mutationFn: (input: EmailCaptureInput) => collectEmail(input, language) });

/** Spec 1 §8: the server's message, or the fallback ('Failed to subscribe'). */
export const emailCaptureErrorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : fallback;

/** POST /api/unsubscribe: the token from the unsubscribe link. */
export const unsubscribe = async (token: string): Promise<UnsubscribeResult> =>
  (await apiRequest('POST', '/api/unsubscribe', { token }, { retries: 1 })).json();

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
