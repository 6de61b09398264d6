import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalForm } from '@formpath/contracts';
import { Button, Card } from '@formpath/ui';
import { useLegalGuidance } from '@formpath/web-data';
import { LegalError } from './legal-error.js';
import { LegalSources, Paragraphs } from './legal-sources.js';

/** The form's guidance, loaded when the guide opens and on Refresh; at most 3 sources, 200 characters each. */
export const LegalGuidance = ({ form }: { form: LegalForm }) => {
  const { t } = useTranslation();
  const guidance = useLegalGuidance(form);
  const [sourcesShown, setSourcesShown] = useState(false);
  const [more, setMore] = useState(false);
  const sourcesId = useId();
  const data = guidance.data?.data;
  return (
    <Card className="guide-legal" aria-busy={guidance.isFetching}>
      <div className="guide-legal-head">
        <h2>{t('fieldGuide.legal.title', { form })}</h2>
        <Button variant="secondary" onClick={() => void guidance.refetch()} disabled={guidance.isFetching}>
          {t('fieldGuide.legal.refresh')}
        </Button>
      </div>
      {guidance.isPending && guidance.isFetching && <p role="status">{t('fieldGuide.legal.loading')}</p>}
      {guidance.isError && <LegalError of="guidance" error={guidance.error} onRetry={() => void guidance.refetch()} />}
      {data && (
        <>
          {/* The first quote, the rest on request: the fields are what the applicant came for. */}
          <Paragraphs text={more ? data.output : (data.output.split(/\n{2,}/)[0] ?? '')} className="guide-legal-output" />
          <div className="guide-legal-links">
            {data.output.includes('\n\n') && (
              <Button variant="link" aria-expanded={more} onClick={() => setMore((m) => !m)}>
                {more ? t('fieldGuide.legal.readLess') : t('fieldGuide.legal.readMore')}
              </Button>
            )}
            {data.sources.length > 0 && (
              <Button variant="link" aria-expanded={sourcesShown} aria-controls={sourcesId} onClick={() => setSourcesShown((s) => !s)}>
                {sourcesShown ? t('fieldGuide.legal.hideSources') : t('fieldGuide.legal.showSources', { count: Math.min(3, data.sources.length) })}
              </Button>
            )}
          </div>
          <div id={sourcesId} hidden={!sourcesShown}>
            <LegalSources sources={data.sources} limit={200} max={3} />
          </div>
        </>
      )}
      <p className="guide-legal-disclaimer muted">{t('fieldGuide.legal.disclaimer')}</p>
    </Card>
  );
};
