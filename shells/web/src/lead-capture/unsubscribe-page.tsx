import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card } from '@formpath/ui';
import { emailCaptureErrorMessage, useUnsubscribe } from '@formpath/web-data';

/**
 * /unsubscribe?token=…: one button, so a mail scanner that follows links unsubscribes nobody.
 * Every outcome says what happened; a failure keeps the button to try again.
 */
export const UnsubscribePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  const body = () => {
    if (!token) return <p>{t('leadCapture.unsubscribe.missing')}</p>;
    if (unsubscribe.isSuccess) return <p role="status">{t(unsubscribe.data.unsubscribed ? 'leadCapture.unsubscribe.done' : 'leadCapture.unsubscribe.unknown')}</p>;
    return (
      <>
        <p>{t('leadCapture.unsubscribe.question')}</p>
        {unsubscribe.isError && (
          <p className="field-error" role="alert">
            {t('leadCapture.unsubscribe.failed', { message: emailCaptureErrorMessage(unsubscribe.error, t('errors.network')) })}
          </p>
        )}
        <div className="row">
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? t('leadCapture.unsubscribe.working') : unsubscribe.isError ? t('leadCapture.unsubscribe.retry') : t('leadCapture.unsubscribe.confirm')}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="container gate">
      <Card className="stack">
        <h1>{t('leadCapture.unsubscribe.title')}</h1>
        {body()}
        <Link to="/">{t('leadCapture.unsubscribe.home')}</Link>
      </Card>
    </div>
  );
};
