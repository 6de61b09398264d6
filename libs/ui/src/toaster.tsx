import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastDurations, useCurrentToast } from './toast-store.js';

/**
 * Radix toasts by spec 1 §9: one at a time, swipe right to dismiss (50 px), F8 focuses the region.
 * The timer pauses while the region is hovered or focused, and while the window is in the background.
 */
export const Toaster = () => {
  const { t } = useTranslation();
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={toastDurations.default} label={t('ui.notifications')}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          className={`toast toast-${message.variant ?? 'default'}`}
          duration={message.duration ?? toastDurations.default}
          // Failures are announced at once; the others politely.
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          data-testid="toast"
          data-variant={message.variant ?? 'default'}
        >
          <ToastPrimitive.Title className="toast-title">{message.title}</ToastPrimitive.Title>
          {message.description && <ToastPrimitive.Description className="toast-description">{message.description}</ToastPrimitive.Description>}
          <ToastPrimitive.Close className="toast-close" aria-label={t('ui.close')}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} label={t('ui.notificationsRegion')} />
    </ToastPrimitive.Provider>
  );
};
