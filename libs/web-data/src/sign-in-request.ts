import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ME_KEY, useAuth } from './auth.js';

/** The texts of the sign-in dialog for one request; the dialog's defaults otherwise. */
export interface SignInTexts {
  title?: string;
  description?: string;
}

/** A request waiting for the user: the shell shows its sign-in dialog while there is one. */
export interface PendingSignIn {
  id: number;
  texts: SignInTexts;
}

interface Entry extends PendingSignIn {
  waiters: Array<(signedIn: boolean) => void>;
}

// A tiny external store: any remote may ask, the shell's one host renders the dialog.
let pending: Entry | null = null;
// The mounted host's view of the session, read straight from the query cache when asked.
let host: { isSignedIn: () => boolean } | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const settle = (id: number, outcome: boolean): void => {
  if (!pending || pending.id !== id) return;
  const { waiters } = pending;
  pending = null;
  emit();
  waiters.forEach((resolve) => resolve(outcome));
};

/**
 * Asks the shell for sign-in (or sign-up) before an action, e.g. Share or Download:
 * true once the user is signed in (at once when already signed in), false when they close the
 * dialog. A request made while the dialog is open joins it and takes its texts.
 */
export const requestSignIn = (texts: SignInTexts = {}): Promise<boolean> => {
  // Without the shell's host nobody could answer: say no rather than wait forever.
  if (!host) return Promise.resolve(false);
  if (host.isSignedIn()) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    if (pending) {
      pending = { ...pending, texts, waiters: [...pending.waiters, resolve] };
    } else {
      pending = { id: nextId++, texts, waiters: [resolve] };
    }
    emit();
  });
};

const current = (): PendingSignIn | null => pending;

/** The request the dialog is showing, if any (for the shell's host and for tests). */
export const usePendingSignIn = (): PendingSignIn | null => useSyncExternalStore(subscribe, current, () => null);

/**
 * For the shell's one host of the sign-in dialog: the pending request with its texts, and the
 * two ways it ends. Call `succeeded` after a successful sign-in or sign-up, `dismissed` when the
 * dialog closes without one.
 */
export const useSignInRequestHost = () => {
  const request = usePendingSignIn();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    const mine = { isSignedIn: () => Boolean(queryClient.getQueryData(ME_KEY)) };
    host = mine;
    return () => {
      if (host === mine) host = null;
    };
  }, [queryClient]);

  // Signed in by any means (the dialog, another tab's session seen on refetch): answer yes.
  useEffect(() => {
    if (isAuthenticated && pending) settle(pending.id, true);
  }, [isAuthenticated, request]);

  return {
    request,
    open: request !== null,
    texts: request?.texts ?? {},
    succeeded: () => request && settle(request.id, true),
    dismissed: () => request && settle(request.id, false),
  };
};
