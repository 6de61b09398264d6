import type { ConversionInput } from '@formpath/contracts';
import { deviceTypeForWidth, withoutReviewToken } from '@formpath/contracts/rules';
import { apiRequest } from './api-request.js';

const VISIT_SESSION_KEY = 'visitSessionId';

/** One id per browser session (sessionStorage key visitSessionId). */
export const visitSessionId = (): string => {
  let id = sessionStorage.getItem(VISIT_SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(VISIT_SESSION_KEY, id);
  }
  return id;
};

/** Records a page visit; failures are ignored (spec 1 §7). */
export const trackVisit = async (page: string): Promise<void> => {
  await apiRequest(
    'POST',
    '/api/track-visit',
    {
      sessionId: visitSessionId(),
      // A review link's token is a credential: it never leaves the page.
      page: withoutReviewToken(page),
      userAgent: navigator.userAgent,
      referrer: withoutReviewToken(document.referrer),
      deviceType: deviceTypeForWidth(window.innerWidth),
    },
    { retries: 0, silent: true },
  );
};

/** Records a conversion event: silent, one retry (spec 1 §7). */
export const trackConversion = async (event: string, extra: Omit<ConversionInput, 'event' | 'sessionId' | 'timestamp'> = {}): Promise<void> => {
  await apiRequest('POST', '/api/analytics/conversion', { event, sessionId: visitSessionId(), timestamp: new Date().toISOString(), ...extra }, { retries: 1, silent: true });
};
