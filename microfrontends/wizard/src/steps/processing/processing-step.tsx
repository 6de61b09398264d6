import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@formpath/contracts';
import { Card, Notice, toast } from '@formpath/ui';
import { allFull, approachAll, barNames, barTargets, busyBar, emptyBars, type Bars } from './bars.js';
import { useProcessing } from './use-processing.js';

export interface ProcessingStepProps {
  sessionId: string;
  formType: FormType;
  onDone: () => void;
  onFailed: () => void;
}

const tickMs = 100;

/** Step 2: three bars fed by the pipeline's real progress, eased so they move smoothly. */
export const ProcessingStep = ({ sessionId, formType, onDone, onFailed }: ProcessingStepProps) => {
  const { t } = useTranslation();
  const { progress, outcome } = useProcessing(sessionId, formType);
  const [shown, setShown] = useState<Bars>(emptyBars);
  const finished = outcome.state === 'done';
  const failed = outcome.state === 'failed';
  const reported = useRef(false);

  // Failure (spec 1 §4, §8): say why, reset the bars, and let the machine go back to step 1.
  useEffect(() => {
    if (outcome.state !== 'failed' || reported.current) return;
    reported.current = true;
    if (outcome.noFormData) {
      toast({ title: t('wizard.processing.noFormDataTitle'), description: t('wizard.processing.noFormDataText'), variant: 'destructive' });
    } else {
      // The server's reason may already start with the title ('Processing failed: …'): say it once.
      const reason = outcome.reason?.replace(/^Processing failed:\s*/i, '') || t('wizard.processing.unknownReason');
      toast({ title: t('wizard.processing.failedTitle'), description: reason, variant: 'destructive' });
    }
    setShown(emptyBars);
    onFailed();
  }, [outcome, onFailed, t]);

  const target = barTargets(progress, finished);
  const targetKey = `${target.ocr}/${target.ai}/${target.form}`;
  useEffect(() => {
    if (failed) return;
    const timer = setInterval(() => setShown((now) => approachAll(now, target)), tickMs);
    return () => clearInterval(timer);
    // Keyed by the target's values: a new object each render must not restart the timer.
  }, [targetKey, failed]);

  useEffect(() => {
    if (finished && allFull(shown) && !reported.current) {
      reported.current = true;
      onDone();
    }
  }, [finished, shown, onDone]);

  const busy = busyBar(progress, finished);
  return (
    <Card>
      <h2>{t('wizard.processing.title')}</h2>
      <p className="muted">{t('wizard.processing.intro', { form: formType })}</p>
      <div className="processing-bars">
        {barNames.map((name) => {
          const value = Math.round(shown[name]);
          const id = `processing-${name}`;
          return (
            <div key={name} className="processing-bar">
              <label htmlFor={id}>
                <span>{t(`wizard.processing.${name}`)}</span>
                <span aria-hidden="true">{t('wizard.processing.percent', { value })}</span>
              </label>
              {busy === name && value === 0 ? <progress id={id} max={100} /> : <progress id={id} max={100} value={value} />}
            </div>
          );
        })}
      </div>
      {progress && progress.documents.length > 0 && (
        <ul className="processing-documents" aria-label={t('wizard.processing.documentsLabel')}>
          {progress.documents.map((d) => (
            <li key={d.documentId}>
              {d.status === 'error'
                ? t('wizard.processing.documentFailed', { file: d.fileName })
                : t('wizard.processing.documentPages', { file: d.fileName, done: d.pagesDone, pages: d.pages })}
            </li>
          ))}
        </ul>
      )}
      <Notice tone="warning">{t('wizard.processing.keepOpen')}</Notice>
      <p className="sr-only" role="status">
        {finished ? t('wizard.processing.done') : ''}
      </p>
    </Card>
  );
};
