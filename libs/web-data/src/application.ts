import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentView, FormType, LatestApplication, WizardStepNumber } from '@formpath/contracts';
import {
  closeApplication,
  fetchApplication,
  fetchLatestApplication,
  fetchRawText,
  processSession,
  saveFormType,
  saveWizardStep,
} from './documents.js';

/** Query keys of the applicant's application (one factory: invalidate by prefix). */
export const applicationKeys = {
  all: ['application'] as const,
  latest: () => [...applicationKeys.all, 'latest'] as const,
  detail: (sessionId: string) => [...applicationKeys.all, 'detail', sessionId] as const,
  rawText: (sessionId: string) => [...applicationKeys.all, 'raw-text', sessionId] as const,
};

/** The latest open application to resume (null when there is none). */
export const useLatestApplication = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: applicationKeys.latest(),
    queryFn: ({ signal }): Promise<LatestApplication> => fetchLatestApplication(signal),
    enabled: options.enabled ?? true,
  });

/** The application with its documents, form data and text. */
export const useApplication = (sessionId: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.detail(sessionId ?? ''),
    queryFn: ({ signal }): Promise<DocumentView> => fetchApplication(sessionId as string, signal),
    enabled: Boolean(sessionId),
  });

export const useRawText = (sessionId: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.rawText(sessionId ?? ''),
    queryFn: ({ signal }) => fetchRawText(sessionId as string, signal),
    enabled: Boolean(sessionId),
  });

export const useSetFormType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, formType }: { sessionId: string; formType: FormType }) => saveFormType(sessionId, formType),
    onSuccess: (_data, { sessionId, formType }) =>
      queryClient.setQueryData<DocumentView>(applicationKeys.detail(sessionId), (view) => (view ? { ...view, formType } : view)),
  });
};

/** Runs the pipeline; its answer (the processed application) replaces the cached one. */
export const useProcess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, formType }: { sessionId: string; formType: FormType }) => processSession(sessionId, formType),
    onSuccess: (view, { sessionId }) => {
      queryClient.setQueryData(applicationKeys.detail(sessionId), view);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.rawText(sessionId) });
    },
  });
};

/** Remembers the wizard step on the server (fire and forget: a failure only costs the resume point). */
export const useSaveStep = () =>
  useMutation({
    mutationFn: ({ sessionId, step }: { sessionId: string; step: WizardStepNumber }) => saveWizardStep(sessionId, step),
    onError: (err) => console.warn('The wizard step was not saved', err),
  });

/** 'Start New Application': the current application is put aside and forgotten by the cache. */
export const useCloseApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => closeApplication(sessionId),
    onSettled: () => queryClient.removeQueries({ queryKey: applicationKeys.all }),
  });
};
