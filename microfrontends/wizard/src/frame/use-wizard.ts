import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@formpath/ui';
import { applicationKeys, useApplication, useCloseApplication, useLatestApplication, useSaveStep } from '@formpath/web-data';
import { stepInHash } from './stages.js';
import { initialWizardState, wizardReducer } from './wizard-machine.js';

/**
 * The wizard's machine with its effects: resuming the latest application, the `#stepN` link,
 * the delayed transitions, the frame's notices and remembering the step on the server.
 */
export const useWizard = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const hashStep = useRef(stepInHash(window.location.hash));
  // `?session=` (the field guide's Back and Continue): that application rather than the latest.
  const wanted = useRef(new URLSearchParams(window.location.search).get('session') ?? undefined);
  const latest = useLatestApplication({ enabled: !state.hydrated });
  const latestId = latest.data?.application?.sessionId;
  // Asked for even when the latest application could not be looked up.
  const otherWanted = !!wanted.current && (latest.isError || (latest.isSuccess && wanted.current !== latestId));
  const other = useApplication(!state.hydrated && otherWanted ? wanted.current : undefined);
  const saveStep = useSaveStep();
  const close = useCloseApplication();

  // Resume: once the latest application (and the one the link names) is known, or could not be loaded.
  useEffect(() => {
    if (state.hydrated || latest.isPending || (otherWanted && other.isPending)) return;
    if (other.isError) toast({ title: t('wizard.linkedFailed'), variant: 'destructive' });
    else if (latest.isError && !other.data) toast({ title: t('wizard.resumeFailed'), variant: 'destructive' });
    const application = latest.data?.application ?? null;
    if (application) {
      const { wizardStep: _step, ...view } = application;
      queryClient.setQueryData(applicationKeys.detail(application.sessionId), view);
    }
    const resume = other.data
      ? { sessionId: other.data.sessionId, step: hashStep.current ?? 4, formType: other.data.formType, documents: other.data.documents.length }
      : application && { sessionId: application.sessionId, step: application.wizardStep, formType: application.formType, documents: application.documents.length };
    dispatch({ type: 'HYDRATED', resume, ...(hashStep.current ? { hashStep: hashStep.current } : {}) });
    // The link has done its work: a later reload resumes instead of jumping back to it.
    if (hashStep.current || wanted.current) {
      const url = new URL(window.location.href);
      url.searchParams.delete('session');
      // The linked application could not be opened: its field must not be looked for in another one.
      if (other.isError) {
        url.searchParams.delete('field');
        url.searchParams.delete('section');
      }
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
    }
  }, [state.hydrated, latest.isPending, latest.isError, latest.data, otherWanted, other.isPending, other.isError, other.data, queryClient, t]);

  // Delayed transitions (spec 1 §9): the machine says what and when, the timer makes it happen.
  useEffect(() => {
    if (!state.pending) return;
    const { id, delayMs } = state.pending;
    const timer = setTimeout(() => dispatch({ type: 'ARRIVE', id }), delayMs);
    return () => clearTimeout(timer);
  }, [state.pending]);

  useEffect(() => {
    if (state.notice?.key === 'sessionMissing') {
      toast({ title: t('wizard.session.missingTitle'), description: t('wizard.session.missingText'), variant: 'destructive' });
    } else if (state.notice?.key === 'cannotProceed') {
      toast({ title: t('wizard.upload.cannotProceedTitle'), description: t('wizard.upload.cannotProceedText'), variant: 'destructive' });
    }
  }, [state.notice, t]);

  // Where the applicant is, so a reload or a later visit lands here again.
  const { mutate: save } = saveStep;
  useEffect(() => {
    if (state.hydrated && state.sessionId) save({ sessionId: state.sessionId, step: state.step });
  }, [state.hydrated, state.sessionId, state.step, save]);

  const { mutateAsync: closeApplication } = close;
  const startNew = useCallback(async () => {
    if (state.sessionId) await closeApplication(state.sessionId).catch((err: unknown) => console.warn('The application was not closed', err));
    dispatch({ type: 'START_NEW' });
  }, [state.sessionId, closeApplication]);

  return { state, dispatch, startNew };
};
