import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An accessible modal dialog (focus trap, Escape to close, labelled by its title). Focus goes back
 * to whatever had it when the dialog opened, also when it was opened from code (no Radix trigger),
 * e.g. the sign-in dialog a remote asks for before Download.
 */
export const Dialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  // Layout effects run before Radix's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const returnFocus = (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (element && element.isConnected && element !== document.body) {
      event.preventDefault();
      element.focus();
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog-content" onCloseAutoFocus={returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>}
          {children}
          <DialogPrimitive.Close className="dialog-close" aria-label={t('ui.close')}>
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
};
