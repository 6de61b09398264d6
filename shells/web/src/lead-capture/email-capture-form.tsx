import './lead-capture.css';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailSource } from '@formpath/contracts';
import { Button } from '@formpath/ui';
import { emailCaptureErrorMessage, emailProblem, trackConversion, useCollectEmail } from '@formpath/web-data';

export interface EmailCaptureFormProps {
  source: EmailSource;
  /** The conversion section's variant: first and last name too (optional, spec 1 §2). */
  withName?: boolean;
  submitLabel: string;
  /** What the visitor gets once subscribed (the guide, the checklist); shown in place of the form. */
  success?: ReactNode;
  onSubscribed?: () => void;
}

/**
 * An email capture (spec 1 §2 "Other UI", §7 collect-email): email required, names optional,
 * errors in place, nothing lost on a failure. Once stored the form gives way to what was offered,
 * and focus moves to the thanks so keyboard and screen-reader users keep their place. New address
 * or not, the answer is the same: the page never tells who is on the list.
 */
export const EmailCaptureForm = ({ source, withName = false, submitLabel, success, onSubscribed }: EmailCaptureFormProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const [fields, setFields] = useState({ email: '', firstName: '', lastName: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const collect = useCollectEmail(i18n.language);

  useEffect(() => {
    if (collect.isSuccess) thanks.current?.focus();
  }, [collect.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailProblem(fields.email);
    if (invalid) return setProblem(t(invalid === 'required' ? 'leadCapture.emailRequired' : 'leadCapture.emailInvalid'));
    setProblem(null);
    void trackConversion('cta_secondary_email', { source });
    collect.mutate({ email: fields.email, source, ...(withName ? { firstName: fields.firstName, lastName: fields.lastName } : {}) }, { onSuccess: () => onSubscribed?.() });
  };

  if (collect.isSuccess) {
    return (
      <div className="lead-capture-done">
        <p className="lead-capture-thanks" role="status" tabIndex={-1} ref={thanks}>
          {t('leadCapture.subscribed')}
        </p>
        {success}
      </div>
    );
  }

  const error = problem ?? (collect.isError ? emailCaptureErrorMessage(collect.error, t('leadCapture.failed')) : null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value }));
  return (
    <form className="lead-capture" onSubmit={submit} noValidate>
      {withName && (
        <div className="lead-capture-names">
          <div className="field">
            <label htmlFor={`${id}-first`}>{t('leadCapture.firstName')}</label>
            <input id={`${id}-first`} autoComplete="given-name" maxLength={100} value={fields.firstName} onChange={set('firstName')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-last`}>{t('leadCapture.lastName')}</label>
            <input id={`${id}-last`} autoComplete="family-name" maxLength={100} value={fields.lastName} onChange={set('lastName')} />
          </div>
        </div>
      )}
      <div className="lead-capture-row">
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('leadCapture.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={fields.email}
            onChange={set('email')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-privacy` : `${id}-privacy`}
          />
        </div>
        <Button type="submit" disabled={collect.isPending}>
          {collect.isPending ? t('leadCapture.sending') : submitLabel}
        </Button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <p className="lead-capture-privacy muted" id={`${id}-privacy`}>
        {t('leadCapture.privacy')}
      </p>
    </form>
  );
};
