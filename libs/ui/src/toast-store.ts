import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** ms; spec 1 §9: 5000 by default. */
  duration?: number;
}

// Spec 1 §9: one toast visible at a time; a new one replaces the old.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toast = (message: Omit<ToastMessage, 'id'>): number => {
  current = { id: nextId++, ...message };
  emit();
  return current.id;
};

export const dismissToast = (id?: number): void => {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
};

export const useCurrentToast = (): ToastMessage | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
