import { useTranslation } from 'react-i18next';
import { asylumNamespace } from '@formpath/i18n';

/** "Sources: A · B": where a part of the guide comes from, each opening in a new tab. */
export const SourceLinks = ({ sources }: { sources: ReadonlyArray<{ label: string; url: string }> }) => {
  const { t } = useTranslation(asylumNamespace);
  return (
    <p className="asylum-sources muted">
      {t('clock.sources')}:{' '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 && ' · '}
          <a href={source.url} target="_blank" rel="noreferrer noopener">
            {source.label}
          </a>
        </span>
      ))}
    </p>
  );
};
