import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@formpath/i18n';
import { Button, Card, Notice } from '@formpath/ui';
import { useRawText } from '@formpath/web-data';
import { splitRawText } from './split-raw-text.js';

export interface RawTextStepProps {
  sessionId: string;
  onContinue: () => void;
}

/** Step 3: the text read from each document, read-only, with its character count. */
export const RawTextStep = ({ sessionId, onContinue }: RawTextStepProps) => {
  const { t, i18n } = useTranslation();
  const rawText = useRawText(sessionId);
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(i18n.language)), [i18n.language]);
  const raw = rawText.data?.rawOcrText ?? '';
  const parts = useMemo(() => splitRawText(raw), [raw]);
  // The sum of the boxes below, so the numbers on screen agree.
  const total = parts.reduce((n, part) => n + part.text.length, 0);

  return (
    <Card>
      <h2>{t('wizard.rawText.title')}</h2>
      <p className="muted">{t('wizard.rawText.intro')}</p>
      {rawText.isPending && (
        <p role="status" className="muted">
          {t('wizard.rawText.loading')}
        </p>
      )}
      {rawText.isError && (
        <Notice tone="error">
          {t('wizard.rawText.failed')}{' '}
          <Button variant="link" onClick={() => void rawText.refetch()}>
            {t('wizard.rawText.retry')}
          </Button>
        </Notice>
      )}
      {rawText.isSuccess && parts.length === 0 && <Notice tone="warning">{t('wizard.rawText.empty')}</Notice>}
      {parts.length > 0 && (
        <>
          <p>
            <strong>{t('wizard.rawText.total', { count: total, formatted: number.format(total) })}</strong>
          </p>
          {parts.map((part, i) => {
            const id = `raw-text-${i}`;
            return (
              <section key={id} className="raw-document">
                <div className="raw-document-head">
                  <label htmlFor={id}>{part.fileName ? t('wizard.rawText.documentLabel', { file: part.fileName }) : t('wizard.rawText.otherText')}</label>
                  <span className="muted" id={`${id}-count`}>
                    {t('wizard.rawText.characters', { count: part.text.length, formatted: number.format(part.text.length) })}
                  </span>
                </div>
                <textarea id={id} className="raw-text" readOnly value={part.text} aria-describedby={`${id}-count`} rows={12} />
              </section>
            );
          })}
        </>
      )}
      <div className="wizard-actions">
        {rawText.isError && (
          <Button variant="secondary" onClick={onContinue}>
            {t('wizard.rawText.skip')}
          </Button>
        )}
        <Button onClick={onContinue} disabled={rawText.isPending}>
          {t('wizard.rawText.continue')}
        </Button>
      </div>
    </Card>
  );
};
