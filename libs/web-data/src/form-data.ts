import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@formpath/contracts';
import { apiRequest } from './api-request.js';
import { applicationKeys } from './application.js';

const documentUrl = (sessionId: string) => `/api/documents/${encodeURIComponent(sessionId)}`;

export interface SaveFormResult {
  success: true;
  formData: Record<string, unknown>;
}

/**
 * PUT /api/documents/:sessionId/form with the complete form. The server answers with the form it
 * stored; every cached read of this application is refreshed after.
 */
export const useSaveForm = (sessionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (formData: object) => (await apiRequest('PUT', `${documentUrl(sessionId)}/form`, formData)).json() as Promise<SaveFormResult>,
    onSuccess: (result) => {
      // The stored form at once, so a step mounted next reads the edits before the refetch lands.
      queryClient.setQueryData<DocumentView>(applicationKeys.detail(sessionId), (view) => (view ? { ...view, formData: result.formData } : view));
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(sessionId) });
    },
  });
};
