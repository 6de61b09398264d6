import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@formpath/web-data';
import { ExternalLink } from './external-link.js';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Spec 1 §1: contact with an immigration attorney by phone or messaging link, from the site
 * config (ATTORNEY_PHONE, ATTORNEY_MESSAGING_URL). It arrives after first paint, so the page
 * places it last: appearing then moves nothing. Hidden when neither is set.
 */
export const AttorneyBanner = () => {
  const { t } = useTranslation();
  const { attorneyContact } = useSiteConfig();
  // The gateway gives only a well-formed phone number and an http(s) link (GET /api/site-config).
  const { phone, messagingUrl } = attorneyContact;
  if (!phone && !messagingUrl) return null;
  return (
    <section className="mk-attorney" aria-labelledby="mk-attorney-title">
      <div className="container mk-attorney-inner">
        <div>
          <h2 id="mk-attorney-title">{t('marketing.attorney.title')}</h2>
          <p>{t('marketing.attorney.text')}</p>
        </div>
        <div className="mk-actions">
          {phone && (
            <a className="btn btn-primary" href={telHref(phone)}>
              {t('marketing.attorney.call', { phone })}
            </a>
          )}
          {messagingUrl && (
            <ExternalLink className="btn btn-secondary" href={messagingUrl}>
              {t('marketing.attorney.message')}
            </ExternalLink>
          )}
        </div>
      </div>
    </section>
  );
};
