import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldCommentProps {
  id: string;
  field: string;
  value: string;
  onChange: (text: string) => void;
}

/** A comment the applicant will read next to this answer: closed until the attorney opens it. */
export const FieldComment = ({ id, field, value, onChange }: FieldCommentProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(Boolean(value));
  if (!open) {
    return (
      <button type="button" className="form-link-button portal-comment-toggle" onClick={() => setOpen(true)} aria-label={t('reviewPortal.addCommentOn', { field })}>
        {t('reviewPortal.addComment')}
      </button>
    );
  }
  return (
    <div className="portal-comment">
      <label htmlFor={id} className="portal-comment-label">
        {t('reviewPortal.commentOn', { field })}
      </label>
      <textarea id={id} className="form-input" rows={2} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} />
      <button
        type="button"
        className="form-link-button"
        onClick={() => {
          onChange('');
          setOpen(false);
        }}
      >
        {t('reviewPortal.removeComment')}
      </button>
    </div>
  );
};
