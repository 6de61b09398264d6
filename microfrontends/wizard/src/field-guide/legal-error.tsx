import { useTranslation } from 'react-i18next';
import { Button } from '@formpath/ui';
import { portalErrorMessage } from '@formpath/web-data';

/**
 * Spec 2 §8: 'Error Getting Explanation' (a question) or 'Error Loading Guidance' (the guidance),
 * with the error or the default text, and Try Again.
 */
export const LegalError = ({ error, onRetry, of = 'question' }: { error: unknown; onRetry: () => void; of?: 'question' | 'guidance' }) => {
  const { t } = useTranslation();
  // The server's or the network's own words when there are some (e.g. the rate limit), else the spec's.
  const message = portalErrorMessage(error) ?? t(of === 'guidance' ? 'fieldGuide.legal.guidanceErrorText' : 'fieldGuide.legal.errorText');
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-title">{t(of === 'guidance' ? 'fieldGuide.legal.guidanceErrorTitle' : 'fieldGuide.legal.errorTitle')}</p>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('fieldGuide.legal.tryAgain')}
      </Button>
    </div>
  );
};
