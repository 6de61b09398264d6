import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@formpath/i18n';
import type { FormType } from '@formpath/contracts';
import { Badge, Button, Card, Notice } from '@formpath/ui';
import { useAuth, useReviewStatus, useSiteConfig } from '@formpath/web-data';
import { usePdfDownload } from './use-pdf-download.js';

export interface DownloadStepProps {
  sessionId: string | undefined;
  formType: FormType;
  onBack: () => void;
  onStartNew: () => void;
}

const statusTone = { pending: 'warning', approved: 'success' } as const;

/** Step 6: the filled official PDF, its instructions, the attorney review status and what comes next. */
export const DownloadStep = ({ sessionId, formType, onBack, onStartNew }: DownloadStepProps) => {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const { isAuthenticated, isLoading } = useAuth();
  const review = useReviewStatus(sessionId);
  const { donationUrl } = useSiteConfig();
  const { busy, downloadForm, downloadInstructions } = usePdfDownload(sessionId, formType);
  const status = review.data?.reviewStatus;
  const reviewed = review.data?.reviewedAt;
  const notes = review.data?.reviewNotes;

  return (
    <div className="stack">
      <Card>
        <h2>{t('wizard.download.title')}</h2>
        <p className="muted">{t('wizard.download.intro', { form: formType })}</p>
        {!isLoading && !isAuthenticated && <Notice title={t('wizard.download.signUpTitle')}>{t('wizard.download.signUpText')}</Notice>}

        <section aria-labelledby="review-status-title" className="share-section">
          <h3 id="review-status-title">{t('wizard.download.reviewStatusTitle')}</h3>
          {status ? (
            <p className="review-status">
              <Badge tone={statusTone[status]}>{t(`wizard.download.reviewStatus.${status}`)}</Badge>
              <span className="muted">{t(`wizard.download.reviewStatusText.${reviewed && status === 'pending' ? 'reviewed' : status}`)}</span>
            </p>
          ) : (
            review.isError && <p className="muted">{t('wizard.download.reviewStatusUnknown')}</p>
          )}
          {reviewed && (
            <p className="muted review-date">
              {t('wizard.download.reviewedAt', { date: formatDate(reviewed) })}
            </p>
          )}
          {notes && (
            <div className="review-notes">
              <h4>{t('wizard.download.reviewNotesTitle')}</h4>
              <p>{notes}</p>
            </div>
          )}
        </section>

        <div className="download-buttons">
          <Button onClick={() => void downloadForm()} disabled={busy !== null}>
            {busy === 'form' ? t('wizard.download.downloading') : t('wizard.download.downloadPdf')}
          </Button>
          <Button variant="secondary" onClick={() => void downloadInstructions()} disabled={busy !== null}>
            {busy === 'instructions' ? t('wizard.download.downloading') : t('wizard.download.downloadInstructions')}
          </Button>
        </div>

        <section aria-labelledby="next-steps-title">
          <h3 id="next-steps-title">{t('wizard.download.nextStepsTitle')}</h3>
          <ol className="next-steps">
            {(t('wizard.download.nextSteps', { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>

        <div className="wizard-actions">
          <Button variant="secondary" onClick={onBack}>
            {t('wizard.download.back')}
          </Button>
          <Button variant="secondary" onClick={onStartNew} aria-describedby="start-new-text">
            {t('wizard.download.startNew')}
          </Button>
        </div>
        <p id="start-new-text" className="muted" style={{ fontSize: '0.85rem' }}>
          {t('wizard.download.startNewText')}
        </p>
      </Card>

      {donationUrl && (
        <Card>
          <h3>{t('wizard.download.donationTitle')}</h3>
          <p className="muted">{t('wizard.download.donationText')}</p>
          <a className="btn btn-secondary" href={donationUrl} target="_blank" rel="noopener noreferrer" aria-label={t('wizard.download.donateLabel')}>
            {t('wizard.download.donate')}
          </a>
        </Card>
      )}

      <p className="disclaimer">{t('disclaimer')}</p>
    </div>
  );
};
