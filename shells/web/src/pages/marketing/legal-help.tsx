import { ExternalLink } from './external-link.js';
import { officialLinks } from './links.js';
import { Section } from './section.js';
import { useContent } from './use-content.js';

const sources = [
  { key: 'proBono', href: officialLinks.eoirProBono },
  { key: 'accredited', href: officialLinks.eoirAccredited },
] as const;

/** Where to find free or low-cost legal help: EOIR's official lists. */
export const LegalHelp = ({ tone }: { tone?: 'plain' | 'alt' }) => {
  const { t } = useContent();
  const k = 'marketing.asylum.legalHelp';
  return (
    <Section id="mk-legal-help" title={t(`${k}.title`)} intro={t(`${k}.intro`)} tone={tone}>
      <ul className="mk-grid">
        {sources.map((source) => (
          <li key={source.key} className="mk-card">
            <h3>{t(`${k}.${source.key}.title`)}</h3>
            <p>{t(`${k}.${source.key}.text`)}</p>
            <ExternalLink href={source.href} className="mk-link">
              {t(`${k}.${source.key}.link`)}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mk-warning">{t(`${k}.warning`)}</p>
    </Section>
  );
};
