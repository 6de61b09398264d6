import { useEffect, useState } from 'react';
import { toast } from '@formpath/ui';
import { ProgressBar } from './frame/progress-bar.js';
import { stepFromHash, type WizardStep } from './frame/stages.js';
import { UploadStep } from './steps/upload-step.js';

/** The English applicant wizard (/app): its frame and step 1. */
const WizardApp = () => {
  const [step, setStep] = useState<WizardStep>(() => stepFromHash(window.location.hash));

  // Later steps need an uploaded document; without one the wizard returns to step 1 (spec 1 §4).
  useEffect(() => {
    if (step === 1) return;
    toast({ title: 'Session ID missing', description: 'Please upload your document again.', variant: 'destructive' });
    setStep(1);
  }, [step]);

  return (
    <div className="container" data-testid="wizard">
      <ProgressBar current={step} />
      <UploadStep />
    </div>
  );
};

export default WizardApp;
