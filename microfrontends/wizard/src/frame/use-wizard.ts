import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@formpath/ui';
import { applicationKeys, useCloseApplication, useLatestApplication, useSaveStep } from '@formpath/web-data';
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
  const latest = useLatestApplication({ enabled: !state.hydrated });
  const saveStep = useSaveStep();
  const close = useCloseApplication();

  // Resume: once the latest application is known (or could not be loaded).
  useEffect(() => {
    if (state.hydrated || latest.isPending) return;
    const application = latest.data?.application ?? null;
    if (latest.isError) toast({ title: t('wizard.resumeFailed'), variant: 'destructive' });
    if (application) {
      const { wizardStep: _step, ...view } = application;
      queryClient.setQueryData(applicationKeys.detail(application.sessionId), view);
    }
    dispatch({
      type: 'HYDRATED',
      resume: application && {
        sessionId: application.sessionId,
        step: application.wizardStep,
        formType: application.formType,
        documents: application.documents.length,
      },
      ...(hashStep.current ? { hashStep: hashStep.current } : {}),
    });
    // The link has done its work: a later reload resumes instead of jumping back to it.
    if (hashStep.current) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [state.hydrated, latest.isPending, latest.isError, latest.data, queryClient, t]);

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
