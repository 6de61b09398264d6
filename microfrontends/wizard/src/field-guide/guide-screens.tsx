import { useTranslation } from 'react-i18next';
import { Button, Card, LoadingCard } from '@formpath/ui';

/** Spec 2 §2 and §8: no session (or one that is not yours) shows Session Not Found with Start Over. */
export const SessionNotFound = ({ reason }: { reason: 'missing' | 'notFound' }) => {
  const { t } = useTranslation();
  return (
    <Card className="guide-screen" role="alert">
      <h1>{t('fieldGuide.sessionMissing.title')}</h1>
      <p>{reason === 'missing' ? t('fieldGuide.sessionMissing.text') : t('fieldGuide.sessionMissing.notFound')}</p>
      <a className="btn btn-primary" href="/">
        {t('fieldGuide.sessionMissing.startOver')}
      </a>
    </Card>
  );
};

/** The application exists but its documents have not been processed: the wizard is where that happens. */
export const GuideNotReady = ({ message }: { message: string }) => {
  const { t } = useTranslation();
  return (
    <Card className="guide-screen" role="alert">
      <h1>{t('fieldGuide.notReady.title')}</h1>
      <p>{message}</p>
      <a className="btn btn-primary" href="/app">
        {t('fieldGuide.notReady.goToWizard')}
      </a>
    </Card>
  );
};

/** Spec 2 §8: a failed generation, with Try Again and Go Back. */
export const GuideFailed = ({ onRetry, backHref }: { onRetry: () => void; backHref: string }) => {
  const { t } = useTranslation();
  return (
    <Card className="guide-screen" role="alert">
      <h1>{t('fieldGuide.failed.title')}</h1>
      <p>{t('fieldGuide.failed.text')}</p>
      <div className="row">
        <Button onClick={onRetry}>{t('fieldGuide.failed.tryAgain')}</Button>
        <a className="btn btn-secondary" href={backHref}>
          {t('fieldGuide.failed.goBack')}
        </a>
      </div>
    </Card>
  );
};

export const GuideLoading = () => {
  const { t } = useTranslation();
  return <LoadingCard text={t('fieldGuide.loading')} className="guide-screen" />;
};
