import { Suspense, lazy, useEffect, useState } from 'react';
import { exitPopupDelayMs, isTopEdgeExit, mayOfferExitPopup, rememberExitPopupDismissed } from './exit-intent.js';

// The dialog (Radix) loads only for the visitors it is shown to.
const ExitPopupDialog = lazy(async () => ({ default: (await import('./exit-popup-dialog.js')).ExitPopupDialog }));

/**
 * Spec 1 §4's exit-intent popup: mounted only by the pages that offer it (`/` and `/marriage`),
 * shown once, 0.1 s after the pointer leaves through the top edge, and never again after an
 * email was stored or the popup dismissed.
 */
export const ExitIntentPopup = () => {
  const [state, setState] = useState<'waiting' | 'open' | 'done'>(() => (mayOfferExitPopup() ? 'waiting' : 'done'));

  useEffect(() => {
    if (state !== 'waiting') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLeave = (event: MouseEvent) => {
      if (!isTopEdgeExit(event) || timer) return;
      timer = setTimeout(() => setState(mayOfferExitPopup() ? 'open' : 'done'), exitPopupDelayMs);
    };
    document.addEventListener('mouseout', onLeave);
    return () => {
      document.removeEventListener('mouseout', onLeave);
      clearTimeout(timer);
    };
  }, [state]);

  if (state !== 'open') return null;
  const close = (subscribed: boolean) => {
    if (!subscribed) rememberExitPopupDismissed();
    setState('done');
  };
  return (
    <Suspense fallback={null}>
      <ExitPopupDialog onClose={close} />
    </Suspense>
  );
};
