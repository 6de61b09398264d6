import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewLink, ReviewLinkState, ReviewSendResult, ReviewStatusView } from '@formpath/contracts';
import { ApiError, apiRequest } from './api-request.js';
import { applicationKeys } from './application.js';

// Share links for attorney review (services/review through the gateway). Only types come from
// the contracts: zod stays out of the browser.

const linksUrl = '/api/review-links';
const linkUrl = (sessionId: string, path = '') => `${linksUrl}/${encodeURIComponent(sessionId)}${path}`;

/** Query keys of share links and review status (one factory: invalidate by prefix). */
export const reviewLinkKeys = {
  all: ['review-links'] as const,
  link: (sessionId: string) => [...reviewLinkKeys.all, 'link', sessionId] as const,
  status: (sessionId: string) => [...reviewLinkKeys.all, 'status', sessionId] as const,
};

export { reviewEmailProblem } from '@formpath/contracts/rules';

/** The server's own message for a failed review-link call (e.g. the rate limit's), else the fallback. */
export const reviewLinkErrorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : err instanceof Error && err.message ? err.message : fallback;

/** GET /api/review-links/:sessionId: whether a link is open and until when (never its URL). */
export const fetchReviewLink = async (sessionId: string, signal?: AbortSignal): Promise<ReviewLinkState> =>
  (await apiRequest('GET', linkUrl(sessionId), undefined, { retries: 1, ...(signal ? { signal } : {}) })).json();

/** POST /api/review-links: a new link (the old one stops working); its URL is given only here. */
export const createReviewLink = async (sessionId: string): Promise<ReviewLink> =>
  (await apiRequest('POST', linksUrl, { sessionId }, { retries: 0 })).json();

/** DELETE /api/review-links/:sessionId. */
export const revokeReviewLink = async (sessionId: string): Promise<{ revoked: boolean }> =>
  (await apiRequest('DELETE', linkUrl(sessionId), undefined, { retries: 0 })).json();

/** POST …/send: never retried (a retry could send the email twice and counts against the hourly limit). */
export const sendReviewLink = async (sessionId: string, email: string, url: string): Promise<ReviewSendResult> =>
  (await apiRequest('POST', linkUrl(sessionId, '/send'), { email, url }, { retries: 0 })).json();

/** GET …/status: the attorney's review, 'pending' until there is one. */
export const fetchReviewStatus = async (sessionId: string, signal?: AbortSignal): Promise<ReviewStatusView> =>
  (await apiRequest('GET', linkUrl(sessionId, '/status'), undefined, { retries: 1, ...(signal ? { signal } : {}) })).json();

export const useReviewLink = (sessionId: string | undefined) =>
  useQuery({
    queryKey: reviewLinkKeys.link(sessionId ?? ''),
    queryFn: ({ signal }) => fetchReviewLink(sessionId as string, signal),
    enabled: Boolean(sessionId),
  });

/** Creates the link; the cached state follows (the URL itself is only in the mutation's data). */
export const useCreateReviewLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => createReviewLink(sessionId),
    onSuccess: (link, sessionId) =>
      queryClient.setQueryData<ReviewLinkState>(reviewLinkKeys.link(sessionId), { active: true, expiresAt: link.expiresAt, createdAt: new Date().toISOString() }),
    onSettled: (_data, _error, sessionId) => queryClient.invalidateQueries({ queryKey: reviewLinkKeys.link(sessionId) }),
  });
};

export const useRevokeReviewLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => revokeReviewLink(sessionId),
    onSuccess: (_result, sessionId) => queryClient.setQueryData<ReviewLinkState>(reviewLinkKeys.link(sessionId), { active: false, expiresAt: null, createdAt: null }),
    onSettled: (_data, _error, sessionId) => queryClient.invalidateQueries({ queryKey: reviewLinkKeys.link(sessionId) }),
  });
};

/** Sends the link shown to the applicant; the answer says how (`via: 'smtp' | 'outbox'`). */
export const useSendReviewLink = () =>
  useMutation({
    mutationFn: ({ sessionId, email, url }: { sessionId: string; email: string; url: string }) => sendReviewLink(sessionId, email, url),
  });

/**
 * The review comes from someone else, at any time: read again whenever a step shows it. A new
 * review may have changed answers, so the application is read again too.
 */
export const useReviewStatus = (sessionId: string | undefined) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: reviewLinkKeys.status(sessionId ?? ''),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<ReviewStatusView>(reviewLinkKeys.status(sessionId ?? ''));
      const next = await fetchReviewStatus(sessionId as string, signal);
      if (before && before.reviewedAt !== next.reviewedAt) await queryClient.invalidateQueries({ queryKey: applicationKeys.detail(sessionId ?? '') });
      return next;
    },
    enabled: Boolean(sessionId),
    refetchOnMount: 'always',
  });
};
