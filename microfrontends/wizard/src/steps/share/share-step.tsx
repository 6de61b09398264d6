import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Notice, toast } from '@formpath/ui';
import { reviewLinkErrorMessage, useCreateReviewLink, useReviewLink, useRevokeReviewLink } from '@formpath/web-data';
import { useSignedInAction } from '../../frame/use-signed-in-action.js';
import { ShareEmail } from './share-email.js';
import { useDateFormat } from '@formpath/i18n';

export interface ShareStepProps {
  sessionId: string;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 5: a real review link (created here; only its hash is kept, so its URL is shown only
 * right after it is made), copy, its expiry, revoke, a new link, and the attorney email box.
 */
export const ShareStep = ({ sessionId, onBack, onContinue }: ShareStepProps) => {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const signedIn = useSignedInAction();
  const state = useReviewLink(sessionId);
  const create = useCreateReviewLink();
  const revoke = useRevokeReviewLink();
  const linkInput = useRef<HTMLInputElement>(null);
  // Revoked on purpose in this visit: no new link is made without being asked.
  const [revoked, setRevoked] = useState(false);
  const texts = { title: t('wizard.signIn.shareTitle'), description: t('wizard.signIn.shareDescription') };
  const guard = <T,>(action: () => Promise<T>) => signedIn(texts, action);

  const createLink = async () => {
    try {
      await guard(() => create.mutateAsync(sessionId));
    } catch (err) {
      toast({ title: t('wizard.share.createFailedTitle'), description: reviewLinkErrorMessage(err, t('wizard.share.failedText')), variant: 'destructive' });
    }
  };

  // Arriving without an active link: make one, so the step opens with a link to share.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !state.isSuccess || state.data.active || create.data || revoked) return;
    asked.current = true;
    void createLink();
  });

  const revokeLink = async () => {
    try {
      const done = await guard(() => revoke.mutateAsync(sessionId));
      if (!done.ran) return;
      create.reset();
      setRevoked(true);
      toast({ title: t('wizard.share.revokedTitle'), description: t('wizard.share.revokedText') });
    } catch (err) {
      toast({ title: t('wizard.share.revokeFailedTitle'), description: reviewLinkErrorMessage(err, t('wizard.share.failedText')), variant: 'destructive' });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('wizard.share.copied') });
    } catch {
      linkInput.current?.select();
      toast({ title: t('wizard.share.copyFailedTitle'), description: t('wizard.share.copyFailedText'), variant: 'destructive' });
    }
  };

  const link = create.data;
  const active = state.data?.active ?? false;
  const busy = create.isPending || revoke.isPending;

  return (
    <Card>
      <h2>{t('wizard.share.title')}</h2>
      <p className="muted">{t('wizard.share.intro')}</p>

      {state.isPending && <p className="muted" role="status">{t('wizard.share.loading')}</p>}
      {state.isError && <Notice tone="error">{t('wizard.share.loadFailed')}</Notice>}

      {link ? (
        <div className="share-section">
          <label htmlFor="share-link">{t('wizard.share.linkLabel')}</label>
          <div className="share-link">
            <input id="share-link" ref={linkInput} type="text" readOnly value={link.url} aria-describedby="share-expiry" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" aria-label={t('wizard.share.copyLabel')} onClick={() => void copy(link.url)}>
              {t('wizard.share.copy')}
            </Button>
          </div>
          <p id="share-expiry" className="muted">
            {t('wizard.share.expires', { date: formatDate(link.expiresAt) })}
          </p>
        </div>
      ) : (
        state.isSuccess && <p className="share-section">{active ? t('wizard.share.activeUntil', { date: formatDate(state.data.expiresAt) }) : t('wizard.share.none')}</p>
      )}

      {state.isSuccess && (
        <div className="row">
          <Button variant={link ? 'secondary' : 'primary'} disabled={busy} onClick={() => void createLink()}>
            {create.isPending ? t('wizard.share.creating') : link || active ? t('wizard.share.createNew') : t('wizard.share.create')}
          </Button>
          {(link || active) && (
            <Button variant="ghost" disabled={busy} onClick={() => void revokeLink()}>
              {revoke.isPending ? t('wizard.share.revoking') : t('wizard.share.revoke')}
            </Button>
          )}
        </div>
      )}

      {link ? <ShareEmail sessionId={sessionId} url={link.url} guard={guard} /> : state.isSuccess && <p className="muted share-section">{t('wizard.share.needLink')}</p>}

      <Notice title={t('wizard.share.securityTitle')}>{t('wizard.share.securityNote')}</Notice>

      <div className="wizard-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('wizard.share.back')}
        </Button>
        <Button onClick={onContinue}>{t('wizard.share.continue')}</Button>
      </div>
    </Card>
  );
};
