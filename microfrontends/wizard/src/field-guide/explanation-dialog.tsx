import { useTranslation } from 'react-i18next';
import type { LegalExplanation } from '@formpath/contracts';
import { Button, Dialog } from '@formpath/ui';
import { LegalError } from './legal-error.js';
import { LegalSources, Paragraphs } from './legal-sources.js';

/** The answer to a question with the passages it rests on (at most 3, 300 characters each). */
export const ExplanationDialog = ({
  open,
  onOpenChange,
  question,
  pending,
  error,
  answer,
  onRetry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  pending: boolean;
  error: unknown;
  answer: LegalExplanation | undefined;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  const data = answer?.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('fieldGuide.legal.answerTitle')} description={question}>
      <div className="guide-answer" aria-live="polite" aria-busy={pending}>
        {pending && (
          <p role="status">
            <span className="spinner guide-inline-spinner" aria-hidden="true" /> {t('fieldGuide.legal.asking')}
          </p>
        )}
        {!pending && error !== undefined && <LegalError error={error} onRetry={onRetry} />}
        {!pending && data && (
          <>
            {data.answered && data.output ? <Paragraphs text={data.output} className="guide-answer-output" /> : <p>{t('fieldGuide.legal.notAnswered')}</p>}
            <p className="muted guide-answer-by">{data.answeredBy === 'model' ? t('fieldGuide.legal.byModel') : t('fieldGuide.legal.byPassages')}</p>
            <LegalSources sources={data.sources} limit={300} max={3} />
          </>
        )}
        <p className="muted guide-legal-disclaimer">{t('fieldGuide.legal.disclaimer')}</p>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('fieldGuide.legal.close')}
        </Button>
      </div>
    </Dialog>
  );
};
