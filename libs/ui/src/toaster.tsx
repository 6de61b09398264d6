import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, useCurrentToast } from './toast-store.js';

/** Radix toasts: swipe right to dismiss (50 px), F8 to focus the region (spec 1 §9). */
export const Toaster = () => {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          className={`toast toast-${message.variant ?? 'default'}`}
          duration={message.duration ?? 5000}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          data-testid="toast"
        >
          <ToastPrimitive.Title className="toast-title">{message.title}</ToastPrimitive.Title>
          {message.description && <ToastPrimitive.Description className="toast-description">{message.description}</ToastPrimitive.Description>}
          <ToastPrimitive.Close className="toast-close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
};
