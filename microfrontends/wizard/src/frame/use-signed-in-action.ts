import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, ME_KEY, requestSignIn, type SignInTexts } from '@formpath/web-data';

/** What a protected action gave back, or that the applicant closed the sign-in dialog. */
export type Guarded<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs an action that needs sign-in (share, download: spec 1 §4): the shell's sign-in dialog opens
 * first when the applicant is signed out, and the action resumes after success. A session that
 * ended meanwhile (401) asks once more and retries.
 */
export const useSignedInAction = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(texts: SignInTexts, action: () => Promise<T>): Promise<Guarded<T>> => {
      if (!(await requestSignIn(texts))) return { ran: false };
      try {
        return { ran: true, value: await action() };
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 401)) throw err;
        queryClient.setQueryData(ME_KEY, null);
        // Let the shell see the signed-out state before asking again.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!(await requestSignIn(texts))) return { ran: false };
        return { ran: true, value: await action() };
      }
    },
    [queryClient],
  );
};
