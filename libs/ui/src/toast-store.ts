import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

/** Spec 1 §9: 5000 ms by default, task toasts 3 s, the download error 5 s. */
export const toastDurations = { default: 5000, task: 3000, downloadError: 5000 } as const;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (toastDurations.default unless given). */
  duration?: number;
}

// Spec 1 §9: one toast visible at a time, and a new one replaces the old, with one exception:
// a failure is never pushed away by a non-failure toast. While a failure shows, the latest other
// toast waits and appears when the failure has had its time (or is dismissed); a newer failure
// replaces the failure at once. Waiting rather than dropping: the message that follows a failure
// (for example "Upload Complete: 3 document(s) uploaded...") says what to do next.
let current: ToastMessage | null = null;
let waiting: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const isFailure = (message: ToastMessage | null) => message?.variant === 'destructive';

/** Shows a toast (or queues it behind a failure); answers its id. */
export const toast = (message: Omit<ToastMessage, 'id'>): number => {
  const next: ToastMessage = { id: nextId++, ...message };
  if (isFailure(current) && !isFailure(next)) {
    waiting = next;
    return next.id;
  }
  current = next;
  emit();
  return next.id;
};

/** Closes the visible toast (all when no id is given); a toast waiting behind it comes next. */
export const dismissToast = (id?: number): void => {
  if (id === undefined) {
    current = null;
    waiting = null;
    emit();
    return;
  }
  if (waiting?.id === id) {
    waiting = null;
    return;
  }
  if (current?.id !== id) return;
  current = waiting;
  waiting = null;
  emit();
};

/** Closes what only informed about a screen the user has left; a failure stays for its time. */
export const dismissInformationalToasts = (): void => {
  if (waiting && waiting.variant !== 'destructive') waiting = null;
  if (current && current.variant !== 'destructive') dismissToast(current.id);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCurrentToast = (): ToastMessage | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
