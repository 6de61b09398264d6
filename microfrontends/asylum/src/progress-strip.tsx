import { useTranslation } from 'react-i18next';
import { asylumRules, percent } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import type { SyncState } from './state/use-asylum-progress.js';

const stages = ['learn', 'answer', 'document', 'prepare'] as const;

/** Spec 2 §2: the stages, questionnaire and document percentages, and step X/4. */
export const ProgressStrip = ({ step, answered, totalQuestions, checked, totalItems, sync }: { step: number; answered: number; totalQuestions: number; checked: number; totalItems: number; sync: SyncState }) => {
  const { t } = useTranslation(asylumNamespace);
  return (
    <section className="asylum-strip card" aria-label={t('progress.label')}>
      <ol className="asylum-stages">
        {stages.map((stage, i) => (
          <li key={stage} data-state={i + 1 < step ? 'done' : i + 1 === step ? 'current' : 'todo'} aria-current={i + 1 === step ? 'step' : undefined}>
            <span className="asylum-stage-dot" aria-hidden="true">{i + 1}</span>
            {t(`progress.stages.${stage}`)}
          </li>
        ))}
      </ol>
      <p className="asylum-figures">
        <span>{t('progress.questionnaire', { percent: percent(answered, totalQuestions) })}</span>
        <span>{t('progress.documents', { percent: percent(checked, totalItems) })}</span>
        <span>{t('progress.step', { step, total: asylumRules.totalSteps })}</span>
      </p>
      {/* Announced only when something went wrong, not after every pause in typing. */}
      <p className="asylum-sync muted" role={sync === 'failed' ? 'alert' : undefined}>{t(`saved.${sync}`)}</p>
    </section>
  );
};
