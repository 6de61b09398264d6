import { stages, type WizardStep } from './stages.js';

/** Seven stages shown as 1 to 7; a stage is highlighted when the current step is at or beyond it. */
export const ProgressBar = ({ current }: { current: WizardStep }) => (
  <ol className="progress-stages" aria-label="Progress">
    {stages.map((stage, index) => {
      const active = current >= stage.step;
      return (
        <li key={stage.step} data-active={active} aria-current={current === stage.step ? 'step' : undefined}>
          <span className="dot">{index + 1}</span>
          {stage.label}
        </li>
      );
    })}
  </ol>
);
