import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputId, isEmptyValue, isFlagged, useRegisteredFields, useReview, type RegisteredField } from './review-context.js';

const pick = (tree: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], tree);

/** Fields in the order they appear on the page (rows added later register last). */
const inPageOrder = (fields: RegisteredField[]) =>
  [...fields].sort((a, b) => {
    const ea = document.getElementById(inputId(a.name));
    const eb = document.getElementById(inputId(b.name));
    if (!ea || !eb) return 0;
    return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });

const FieldLinks = ({ id, fields }: { id: string; fields: RegisteredField[] }) => {
  const { t } = useTranslation();
  const { focusField } = useReview();
  return (
    <ul className="form-summary-links" id={id}>
      {inPageOrder(fields).map((f) => (
        <li key={f.name}>
          <button type="button" className="form-link-button" onClick={() => focusField(f.name, f.sectionId)}>
            {f.row
              ? t('reviewStep.summary.goToRow', { section: f.sectionTitle, row: f.row, field: f.label })
              : t('reviewStep.summary.goTo', { section: f.sectionTitle, field: f.label })}
          </button>
        </li>
      ))}
    </ul>
  );
};

/** The count of empty needed fields and of values to check, each with a list that jumps to them. */
export const AttentionSummary = () => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const values = useWatch({ control });
  const { dirtyFields } = useFormState({ control });
  const { evidence, confirmed } = useReview();
  const fields = useRegisteredFields();
  const [show, setShow] = useState<'empty' | 'check' | null>(null);

  const empty = fields.filter((f) => f.needed && isEmptyValue(pick(values, f.name)));
  const toCheck = fields.filter(
    (f) => f.evidencePath !== null && isFlagged(evidence[f.evidencePath]) && !confirmed.has(f.evidencePath) && !pick(dirtyFields, f.name),
  );

  return (
    <section className="form-summary" aria-labelledby="review-summary-title">
      <h3 className="form-summary-title" id="review-summary-title">
        {t('reviewStep.summary.title')}
      </h3>
      <div className="form-summary-line" data-testid="empty-count">
        <span>{empty.length > 0 ? t('reviewStep.summary.empty', { count: empty.length }) : t('reviewStep.summary.noneEmpty')}</span>
        {empty.length > 0 && (
          <button type="button" className="btn btn-secondary" aria-expanded={show === 'empty'} aria-controls="review-empty-fields" onClick={() => setShow(show === 'empty' ? null : 'empty')}>
            {show === 'empty' ? t('reviewStep.summary.hideEmpty') : t('reviewStep.summary.showEmpty')}
          </button>
        )}
      </div>
      {show === 'empty' && empty.length > 0 && <FieldLinks id="review-empty-fields" fields={empty} />}
      {toCheck.length > 0 && (
        <div className="form-summary-line" data-testid="check-count">
          <span>{t('reviewStep.summary.toCheck', { count: toCheck.length })}</span>
          <button type="button" className="btn btn-secondary" aria-expanded={show === 'check'} aria-controls="review-check-fields" onClick={() => setShow(show === 'check' ? null : 'check')}>
            {show === 'check' ? t('reviewStep.summary.hideToCheck') : t('reviewStep.summary.showToCheck')}
          </button>
        </div>
      )}
      {show === 'check' && toCheck.length > 0 && <FieldLinks id="review-check-fields" fields={toCheck} />}
    </section>
  );
};
