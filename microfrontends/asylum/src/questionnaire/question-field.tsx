import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireItem } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { FieldRow, TextInput, describedBy } from '@formpath/ui';

/** The words of a question, a category and an option: built-in ones are translated, follow-ups bring their own. */
export const useQuestionWords = () => {
  const { t } = useTranslation(asylumNamespace);
  return {
    text: (item: QuestionnaireItem) => item.text ?? t(`questions.${item.id}.text`),
    hint: (item: QuestionnaireItem) => (item.text ? '' : t(`questions.${item.id}.hint`, { defaultValue: '' })),
    category: (item: QuestionnaireItem) => (item.text ? (item.category === 'AI Deep Dive' ? t('questionnaire.followUpCategory') : item.category) : t(`categories.${item.category}`)),
    option: (item: QuestionnaireItem, option: string) => (item.text ? option : t(`options.${option}`)),
  };
};

/** One question: text, textarea, radio group or date, with the spec's required marker (never blocking). */
export const QuestionField = ({ item, value, onChange }: { item: QuestionnaireItem; value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const words = useQuestionWords();
  const id = `asylum-q-${item.id}`;
  const hint = item.type === 'date' ? [words.hint(item), t('questionnaire.dateHint')].filter(Boolean).join(' ') : words.hint(item);
  const marker = item.required ? t('questionnaire.required') : undefined;
  // The required marker is read with the question too (it never blocks: spec 2 §5).
  const described = [describedBy(id, { hint: Boolean(hint) }), marker && `${id}-required`].filter(Boolean).join(' ') || undefined;
  const firstChoice = useRef<HTMLInputElement>(null);

  if (item.type === 'radio') {
    return (
      <fieldset className="form-field form-field-wide asylum-radio" aria-describedby={described}>
        <legend className="form-label">{words.text(item)}</legend>
        {marker && <span className="form-needed" id={`${id}-required`}>{marker}</span>}
        {hint && <p className="form-hint" id={`${id}-hint`}>{hint}</p>}
        {(item.options ?? []).map((option, i) => (
          <label key={option} className="asylum-choice">
            <input ref={i === 0 ? firstChoice : undefined} type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{words.option(item, option)}</span>
          </label>
        ))}
        {value && (
          <button
            type="button"
            className="btn btn-link asylum-clear"
            onClick={() => {
              onChange('');
              // The button goes away with the answer: the choices keep the focus.
              firstChoice.current?.focus();
            }}
          >
            {t('questionnaire.clear')}
          </button>
        )}
      </fieldset>
    );
  }
  return (
    <FieldRow id={id} label={words.text(item)} hint={hint || undefined} neededMarker={marker && <span id={`${id}-required`}>{marker}</span>} wide>
      {item.type === 'textarea' ? (
        <textarea id={id} className="form-input asylum-textarea" rows={4} value={value} aria-describedby={described} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextInput id={id} type={item.type === 'date' ? 'date' : 'text'} value={value} aria-describedby={described} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldRow>
  );
};
