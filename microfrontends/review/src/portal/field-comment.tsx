import { useEffect, useRef, useState } from 'react';
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
  // Focus follows the control that replaced the one pressed: the box when opened, the button when removed.
  const moved = useRef(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (open ? box : toggle).current?.focus();
  }, [open]);
  const show = (next: boolean) => {
    moved.current = true;
    setOpen(next);
  };
  if (!open) {
    return (
      <button ref={toggle} type="button" className="form-link-button portal-comment-toggle" onClick={() => show(true)} aria-label={t('reviewPortal.addCommentOn', { field })}>
        {t('reviewPortal.addComment')}
      </button>
    );
  }
  return (
    <div className="portal-comment">
      <label htmlFor={id} className="portal-comment-label">
        {t('reviewPortal.commentOn', { field })}
      </label>
      <textarea ref={box} id={id} className="form-input" rows={2} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} />
      <button
        type="button"
        className="form-link-button"
        aria-label={t('reviewPortal.removeCommentOn', { field })}
        onClick={() => {
          onChange('');
          show(false);
        }}
      >
        {t('reviewPortal.removeComment')}
      </button>
    </div>
  );
};
