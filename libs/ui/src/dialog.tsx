import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** An accessible modal dialog (focus trap, Escape to close, labelled by its title). */
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
}) => (
  <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content className="dialog-content" {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
        {description && <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>}
        {children}
        <DialogPrimitive.Close className="dialog-close" aria-label="Close">
          ×
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  </DialogPrimitive.Root>
);
