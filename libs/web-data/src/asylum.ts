import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AsylumProgress, FollowUpsBody, FollowUpsResponse } from '@formpath/contracts';
import { apiRequest } from './api-request.js';

// The asylum guide's calls (spec 2 §7 and the saved progress). Only types come from the contracts.

export const asylumKeys = {
  progress: (userId: string) => ['asylum-progress', userId] as const,
};

/** Spec 2 §7 POST /api/asylum/ai-questions: asked once per questionnaire (the server already falls back to the curated set). */
export const useAsylumFollowUps = () =>
  useMutation({
    mutationFn: async (body: FollowUpsBody): Promise<FollowUpsResponse> => (await apiRequest('POST', '/api/asylum/ai-questions', body, { retries: 0 })).json(),
  });

/** The signed-in applicant's progress saved on the server (null when they have none yet). */
export const useSavedAsylumProgress = (userId: string | undefined) =>
  useQuery({
    queryKey: asylumKeys.progress(userId ?? ''),
    queryFn: async ({ signal }): Promise<AsylumProgress | null> =>
      ((await (await apiRequest('GET', '/api/asylum/progress', undefined, { retries: 1, signal })).json()) as { progress: AsylumProgress | null }).progress,
    enabled: Boolean(userId),
    // Back on this tab after using another device: the account's copy is merged in again.
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

/** Saves the progress; the server answers with the copy it keeps (the newer of the two). */
export const useSaveAsylumProgress = (userId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (progress: AsylumProgress): Promise<AsylumProgress | null> =>
      ((await (await apiRequest('PUT', '/api/asylum/progress', progress, { retries: 1 })).json()) as { progress: AsylumProgress | null }).progress,
    onSuccess: (kept) => {
      if (userId) queryClient.setQueryData(asylumKeys.progress(userId), kept);
    },
  });
};

export const useDeleteAsylumProgress = (userId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('DELETE', '/api/asylum/progress', undefined, { retries: 0 })).json() as Promise<{ deleted: boolean }>,
    onSuccess: () => {
      if (userId) queryClient.setQueryData(asylumKeys.progress(userId), null);
    },
  });
};

/** The draft I-589, filled from the saved answers; a plain link downloads it. */
export const asylumDraftUrl = '/api/asylum/i589';

/** The draft as a file: its bytes and the name the server gave it. */
export const fetchAsylumDraft = async (): Promise<{ blob: Blob; fileName: string }> => {
  const res = await apiRequest('GET', asylumDraftUrl, undefined, { retries: 0 });
  const fileName = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'I-589_DRAFT.pdf';
  return { blob: await res.blob(), fileName };
};
