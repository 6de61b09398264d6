import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewChange, ReviewPortalView, ReviewSubmitBody, ReviewSubmitResult } from '@formpath/contracts';
import { ApiError, apiRequest } from './api-request.js';
import { applicationKeys } from './application.js';
import { reviewLinkKeys } from './review-links.js';

// The attorney review portal (no account: the link's token is the credential), and the
// applicant's answers to the attorney's changes. Only types come from the contracts.

const portalUrl = (token: string) => `/api/review/${encodeURIComponent(token)}`;

export const reviewPortalKeys = {
  all: ['review-portal'] as const,
  view: (token: string) => [...reviewPortalKeys.all, token] as const,
};

/** Spec 2 §8: a load failure whose message says "expired" shows the expiry screen. */
export const isExpiredLinkError = (err: unknown): boolean => err instanceof ApiError && /expired/i.test(err.serverMessage ?? '');

/** The server's message of a failed portal call, else undefined (the screen says its default). */
export const portalErrorMessage = (err: unknown): string | undefined =>
  err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : undefined;

export const useReviewPortal = (token: string) =>
  useQuery({
    queryKey: reviewPortalKeys.view(token),
    queryFn: async ({ signal }): Promise<ReviewPortalView> => (await apiRequest('GET', portalUrl(token), undefined, { retries: 1, signal })).json(),
    retry: false,
    // The link's data is the attorney's working copy: never refetched under their edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Never retried: a review is final once it arrives. */
export const useSubmitReview = (token: string) =>
  useMutation({
    mutationFn: async (body: ReviewSubmitBody): Promise<ReviewSubmitResult> => (await apiRequest('POST', portalUrl(token), body, { retries: 0 })).json(),
  });

/** The applicant keeps ('accepted') or undoes one of the attorney's changes; the form is read again. */
export const useResolveReviewChange = (sessionId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changeId, resolution }: { changeId: string; resolution: 'accepted' | 'undone' }): Promise<ReviewChange> =>
      (await apiRequest('POST', `/api/review-links/${encodeURIComponent(sessionId ?? '')}/changes/${encodeURIComponent(changeId)}`, { resolution }, { retries: 0 })).json(),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewLinkKeys.status(sessionId ?? '') });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.detail(sessionId ?? '') });
    },
  });
};
