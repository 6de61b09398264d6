import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dismissToast, toast } from '@formpath/ui';
import { reviewEmailProblem, reviewLinkErrorMessage, useSendReviewLink } from '@formpath/web-data';
import type { Guarded } from '../../frame/use-signed-in-action.js';

export interface ShareEmailProps {
  sessionId: string;
  url: string;
  guard: <T>(action: () => Promise<T>) => Promise<Guarded<T>>;
}

/** The attorney email box (spec 1 §5, §8): checked before sending, cleared once sent. */
export const ShareEmail = ({ sessionId, url, guard }: ShareEmailProps) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const send = useSendReviewLink();
  // The check's own toast goes as soon as the applicant corrects the address.
  const checkToast = useRef<number | undefined>(undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = reviewEmailProblem(email);
    setProblem(found);
    if (found === 'required') {
      checkToast.current = toast({ title: t('wizard.share.emailRequiredTitle'), description: t('wizard.share.emailRequiredText'), variant: 'destructive' });
      return;
    }
    if (found === 'invalid') {
      checkToast.current = toast({ title: t('wizard.share.emailInvalidTitle'), description: t('wizard.share.emailInvalidText'), variant: 'destructive' });
      return;
    }
    const to = email.trim();
    try {
      const sent = await guard(() => send.mutateAsync({ sessionId, email: to, url }));
      if (!sent.ran) return;
      toast({ title: t('wizard.share.sentTitle'), description: t('wizard.share.sentText', { email: sent.value.to }) });
      setEmail('');
    } catch (err) {
      toast({ title: t('wizard.share.sendFailedTitle'), description: reviewLinkErrorMessage(err, t('wizard.share.failedText')), variant: 'destructive' });
    }
  };

  const errorId = 'share-email-error';
  return (
    <form className="share-section" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="share-email">{t('wizard.share.emailLabel')}</label>
      <div className="share-email">
        <input
          id="share-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('wizard.share.emailPlaceholder')}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : 'share-email-hint'}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
            if (checkToast.current !== undefined) dismissToast(checkToast.current);
            checkToast.current = undefined;
          }}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('wizard.share.sending') : t('wizard.share.send')}
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className="field-error" role="alert">
          {problem === 'required' ? t('wizard.share.emailRequiredText') : t('wizard.share.emailInvalidText')}
        </p>
      ) : (
        <p id="share-email-hint" className="muted">
          {t('wizard.share.emailHint')}
        </p>
      )}
    </form>
  );
};
