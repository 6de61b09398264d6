import { hasStoredEmail } from '@formpath/web-data';

// Spec 1 §4: never again once an email was stored or the popup was dismissed.
const DISMISSED_KEY = 'exitPopupDismissed';

/** Spec 1 §9: the popup appears 0.1 s after the pointer leaves. */
export const exitPopupDelayMs = 100;

/** The pointer left the window through its top edge (towards the tabs and the address bar), not into a child. */
export const isTopEdgeExit = (event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean => event.relatedTarget === null && event.clientY <= 0;

export const exitPopupDismissed = (): boolean => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

export const rememberExitPopupDismissed = (): void => {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage off: at worst it shows once more on a later visit.
  }
};

/** Whether the popup may still be offered in this browser. */
export const mayOfferExitPopup = (): boolean => !exitPopupDismissed() && !hasStoredEmail();
