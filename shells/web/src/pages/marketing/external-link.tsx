import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site: a new tab, no opener, and said so to screen readers. */
export const ExternalLink = ({ href, className, children }: { href: string; className?: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="mk-sr-only">{` ${t('marketing.common.newTab')}`}</span>
    </a>
  );
};
