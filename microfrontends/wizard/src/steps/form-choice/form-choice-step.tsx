import { useTranslation } from 'react-i18next';
import type { FormType } from '@formpath/contracts';
import { Badge, Button, Card } from '@formpath/ui';
import { useSetFormType } from '@formpath/web-data';

export interface FormChoiceStepProps {
  sessionId: string;
  formType: FormType;
  onSelect: (formType: FormType) => void;
  onBack: () => void;
  /** The form type is saved: go on to processing. */
  onConfirmed: () => void;
}

const choices = [
  { formType: 'I-485', key: 'i485', tone: 'info' },
  { formType: 'I-765', key: 'i765', tone: 'success' },
] as const;

/** Step 1.5: one of two cards (radio buttons, I-485 by default), Back to Upload, Process {form} Form. */
export const FormChoiceStep = ({ sessionId, formType, onSelect, onBack, onConfirmed }: FormChoiceStepProps) => {
  const { t } = useTranslation();
  const setFormType = useSetFormType();

  const process = () =>
    setFormType.mutate(
      { sessionId, formType },
      {
        // Spec 1 §7: a failure is only logged; processing carries the form type too.
        onError: (err) => console.warn('The form type was not saved', err),
        onSettled: onConfirmed,
      },
    );

  return (
    <Card>
      <h2>{t('wizard.formChoice.title')}</h2>
      <p className="muted">{t('wizard.formChoice.intro')}</p>
      <fieldset className="form-choices">
        <legend>{t('wizard.formChoice.groupLabel')}</legend>
        {choices.map((choice) => (
          <label key={choice.formType} className="form-choice">
            <input type="radio" name="form-type" value={choice.formType} checked={formType === choice.formType} onChange={() => onSelect(choice.formType)} />
            <span className="form-choice-name">{t(`wizard.formChoice.${choice.key}.name`)}</span>
            <span>
              <Badge tone={choice.tone}>{t(`wizard.formChoice.${choice.key}.badge`)}</Badge>
            </span>
            <strong>{t(`wizard.formChoice.${choice.key}.title`)}</strong>
            <span className="muted">{t(`wizard.formChoice.${choice.key}.pages`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="wizard-actions">
        <Button variant="secondary" onClick={onBack} disabled={setFormType.isPending}>
          {t('wizard.formChoice.back')}
        </Button>
        <Button onClick={process} disabled={setFormType.isPending}>
          {setFormType.isPending ? t('wizard.formChoice.saving') : t('wizard.formChoice.process', { form: formType })}
        </Button>
      </div>
    </Card>
  );
};
