import './wizard.css';
import { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@formpath/contracts';
import { LoadingCard, dismissInformationalToasts } from '@formpath/ui';
import { requestSignIn } from '@formpath/web-data';
import { CopyrightFooter } from './frame/copyright-footer.js';
import { FeeReminder } from './frame/fee-reminder.js';
import type { WizardFlavour } from './frame/flavour.js';
import { LocalizedProgress } from './frame/localized-progress.js';
import { ProgressBar } from './frame/progress-bar.js';
import { useStepHeadingFocus } from './frame/use-step-heading-focus.js';
import { useWizard } from './frame/use-wizard.js';
import { DownloadStep } from './steps/download/download-step.js';
import { FormChoiceStep } from './steps/form-choice/form-choice-step.js';
import { ProcessingStep } from './steps/processing/processing-step.js';
import { RawTextStep } from './steps/raw-text/raw-text-step.js';
import { ShareStep } from './steps/share/share-step.js';
import { UploadStep } from './steps/upload/upload-step.js';

// The review (forms, field arrays) loads only when the applicant reaches it.
const ReviewStep = lazy(async () => ({ default: (await import('./steps/review/review-step.js')).ReviewStep }));

const Loading = () => {
  const { t } = useTranslation();
  return <LoadingCard text={t('wizard.loading')} />;
};

/**
 * The applicant wizard: the frame (stepper, machine, resume) and the current step. One wizard for
 * /app, /spanish/app and /marriagefilipino; the route's flavour changes only the frame (spec 2 §2).
 */
const WizardApp = ({ flavour = 'english' }: { flavour?: WizardFlavour }) => {
  const { t } = useTranslation();
  const { state, dispatch, startNew } = useWizard();
  const { step, sessionId, formType, generation } = state;
  const stepArea = useRef<HTMLDivElement>(null);
  useStepHeadingFocus(stepArea, `${generation}:${step}`, state.hydrated);
  // A toast about the step just left (e.g. "select the form type") would only cover the new one;
  // the first step shown keeps what the shell said (e.g. "Account created successfully").
  const shownStep = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = `${generation}:${step}`;
    if (shownStep.current !== undefined && shownStep.current !== key) dismissInformationalToasts();
    shownStep.current = key;
  }, [generation, step]);

  const onUploadsChanged = useCallback((id: string | undefined, uploaded: number) => dispatch({ type: 'UPLOADS_CHANGED', uploaded, ...(id ? { sessionId: id } : {}) }), [dispatch]);
  const proceed = useCallback(() => dispatch({ type: 'PROCEED' }), [dispatch]);
  const back = useCallback(() => dispatch({ type: 'BACK' }), [dispatch]);
  const next = useCallback(() => dispatch({ type: 'CONTINUE' }), [dispatch]);
  const selectForm = useCallback((type: FormType) => dispatch({ type: 'FORM_SELECTED', formType: type }), [dispatch]);
  const confirmForm = useCallback(() => dispatch({ type: 'FORM_CONFIRMED' }), [dispatch]);
  const processed = useCallback(() => dispatch({ type: 'PROCESSING_DONE' }), [dispatch]);
  const processingFailed = useCallback(() => dispatch({ type: 'PROCESSING_FAILED' }), [dispatch]);
  // Review -> share needs sign-in (spec 1 §4): the dialog first, then the move.
  const toShare = useCallback(async () => {
    if (await requestSignIn({ title: t('wizard.signIn.shareTitle'), description: t('wizard.signIn.shareDescription') })) dispatch({ type: 'CONTINUE' });
  }, [dispatch, t]);

  const current = () => {
    if (!state.hydrated) return <Loading />;
    if (step === 1) return <UploadStep sessionId={sessionId} onUploadsChanged={onUploadsChanged} onProceed={proceed} />;
    // The machine never leaves step 1 without an application.
    if (!sessionId) return null;
    switch (step) {
      case 1.5:
        return <FormChoiceStep sessionId={sessionId} formType={formType} onSelect={selectForm} onBack={back} onConfirmed={confirmForm} />;
      case 2:
        return <ProcessingStep sessionId={sessionId} formType={formType} onDone={processed} onFailed={processingFailed} />;
      case 3:
        return <RawTextStep sessionId={sessionId} onContinue={next} />;
      case 4:
        return (
          <Suspense fallback={<Loading />}>
            <ReviewStep sessionId={sessionId} formType={formType} onBack={back} onContinue={() => void toShare()} />
          </Suspense>
        );
      case 5:
        return <ShareStep sessionId={sessionId} onBack={back} onContinue={next} />;
      case 6:
        return <DownloadStep sessionId={sessionId} formType={formType} onBack={back} onStartNew={() => void startNew()} />;
    }
  };

  return (
    <div className="container wizard" data-testid="wizard" data-step={step} data-flavour={flavour}>
      {flavour === 'english' ? <ProgressBar current={step} /> : <LocalizedProgress current={step} />}
      {/* The reminder is the I-485's fee: not shown to someone filing an I-765. */}
      {flavour === 'filipino' && (step === 1 || step === 6) && formType === 'I-485' && <FeeReminder />}
      <div ref={stepArea} key={`${generation}:${step}`}>
        {current()}
      </div>
      {flavour !== 'english' && <CopyrightFooter />}
    </div>
  );
};

export default WizardApp;
