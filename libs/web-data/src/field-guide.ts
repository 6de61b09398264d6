import { useMutation, useQuery } from '@tanstack/react-query';
import type { FieldGuide, LegalExplainBody, LegalExplanation, LegalForm } from '@formpath/contracts';
import { apiRequest } from './api-request.js';

// The field guide of one application and the legal explanations beside it (spec 2 §2, §7).
// Only types come from the contracts.

export const fieldGuideKeys = {
  all: ['field-guide'] as const,
  guide: (sessionId: string) => [...fieldGuideKeys.all, sessionId] as const,
  guidance: (form: LegalForm) => ['legal-guidance', form] as const,
};

/** The guide is built from the saved form each time the page opens; spec 2 §7: 2 retries, 2000 ms apart. */
export const useFieldGuide = (sessionId: string | undefined) =>
  useQuery({
    queryKey: fieldGuideKeys.guide(sessionId ?? ''),
    queryFn: async ({ signal }): Promise<FieldGuide> =>
      (await apiRequest('POST', `/api/documents/${encodeURIComponent(sessionId ?? '')}/field-guide`, undefined, { retries: 2, retryDelayMs: 2000, signal })).json(),
    enabled: Boolean(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Spec 2 §2: the form's guidance loads on open and again on refresh. */
export const useLegalGuidance = (form: LegalForm | undefined) =>
  useQuery({
    queryKey: fieldGuideKeys.guidance(form ?? 'I-485'),
    queryFn: async ({ signal }): Promise<LegalExplanation> =>
      (await apiRequest('POST', `/api/legal/guidance/${encodeURIComponent(form ?? '')}`, undefined, { retries: 1, signal })).json(),
    enabled: Boolean(form),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** A question about the form; the answer carries the passages it rests on. */
export const useLegalExplain = () =>
  useMutation({
    mutationFn: async (body: LegalExplainBody): Promise<LegalExplanation> => (await apiRequest('POST', '/api/legal/explain', body, { retries: 0 })).json(),
  });
