import { useTranslation } from 'react-i18next';
import { stages, type WizardStep } from './stages.js';

/**
 * Seven stages shown as 1 to 7; a stage is highlighted when the current step is at or beyond it.
 * On narrow screens the labels give way to one caption naming the current stage, so nothing is
 * clipped at 320 px; screen readers always hear every label.
 */
export const ProgressBar = ({ current }: { current: WizardStep }) => {
  const { t } = useTranslation();
  const index = stages.findIndex((s) => s.step === current);
  const label = (key: (typeof stages)[number]['key']) => t(`wizard.stepper.stages.${key}`);
  return (
    <div className="wizard-stepper">
      <ol className="wizard-stages" aria-label={t('wizard.stepper.label')}>
        {stages.map((stage, i) => (
          <li key={stage.step} data-active={current >= stage.step} aria-current={current === stage.step ? 'step' : undefined}>
            <span className="wizard-stage-dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="wizard-stage-label">{label(stage.key)}</span>
          </li>
        ))}
      </ol>
      <p className="wizard-stage-caption" aria-hidden="true">
        {t('wizard.stepper.caption', { number: index + 1, total: stages.length, label: label(stages[index]?.key ?? 'upload') })}
      </p>
    </div>
  );
};
