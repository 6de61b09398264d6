import { useTranslation } from 'react-i18next';
import { localizedStageIndex, localizedStages, localizedStepCount, localizedStepNumber } from './flavour.js';

/** Spec 2 §2 (Spanish and Filipino flows): the 'Step X of 6' header and the four-stage indicator. */
export const LocalizedProgress = ({ current }: { current: number }) => {
  const { t } = useTranslation();
  const stage = localizedStageIndex(current);
  return (
    <div className="wizard-stepper">
      <p className="wizard-step-of">{t('wizard.localized.stepOf', { current: localizedStepNumber(current), total: localizedStepCount })}</p>
      <ol className="wizard-stages wizard-stages-four" aria-label={t('wizard.stepper.label')}>
        {localizedStages.map((s, i) => (
          <li key={s.key} data-active={i <= stage} aria-current={i === stage ? 'step' : undefined}>
            <span className="wizard-stage-dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="wizard-stage-label">{t(`wizard.localized.stages.${s.key}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};
