import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldGuideItem } from '@formpath/contracts';
import { Badge, Button, ConfidenceBadge } from '@formpath/ui';
import { isFilled } from './guide-filters.js';
import { reviewHref, reviewTarget } from './guide-links.js';

const Answer = ({ item }: { item: FieldGuideItem }) => {
  const { t } = useTranslation();
  if (isFilled(item)) {
    return (
      <p className="guide-item-answer">
        <span className="muted">{t('fieldGuide.item.yourAnswer')}: </span>
        <strong className="guide-item-value">{item.value}</strong>{' '}
        {item.confidence && <ConfidenceBadge level={item.confidence}>{t(`fieldGuide.item.confidence.${item.confidence}`)}</ConfidenceBadge>}
      </p>
    );
  }
  if (item.leftForYou) {
    return (
      <p className="guide-item-answer">
        <Badge tone="info">{t('fieldGuide.item.leftForYou')}</Badge> <span>{item.handling ? t(`fieldGuide.handling.${item.handling}`, { defaultValue: item.leftForYou }) : item.leftForYou}</span>
      </p>
    );
  }
  return <p className="guide-item-answer">{item.isRequired ? <Badge tone="warning">{t('fieldGuide.item.missing')}</Badge> : <Badge>{t('fieldGuide.item.empty')}</Badge>}</p>;
};

const Provenance = ({ item }: { item: FieldGuideItem }) => {
  const { t } = useTranslation();
  if (item.extractionSource === 'typed') return <p className="guide-item-source muted">{t('fieldGuide.item.typed')}</p>;
  if (!item.dataSource) return null;
  return (
    <div className="guide-item-source muted">
      <p>{t('fieldGuide.item.source', { source: item.dataSource })}</p>
      {/* The text may hold a passport's whole machine-readable zone: shown only when asked for. */}
      {item.rawTextExtracted && (
        <details className="guide-item-snippet">
          <summary>{t('fieldGuide.item.showSnippet')}</summary>
          <p>{t('fieldGuide.item.snippet', { text: item.rawTextExtracted })}</p>
        </details>
      )}
    </div>
  );
};

/** One field of the official form: where it is printed, the applicant's answer and its evidence, and what it asks. */
export const GuideItem = ({
  item,
  form,
  sessionId,
  selected,
  onShow,
  onAsk,
  thumbnail,
}: {
  item: FieldGuideItem;
  form: 'I-485' | 'I-765';
  sessionId: string;
  selected: boolean;
  onShow: (item: FieldGuideItem) => void;
  onAsk: (item: FieldGuideItem) => void;
  /** The page with this field highlighted, shown in the item on narrow screens (beside the list on wide ones). */
  thumbnail?: ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const target = reviewTarget(form, item);
  const headingId = `guide-item-${item.pdfKey.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const where = [t('fieldGuide.item.where', { page: item.page })];
  if (item.partNumber !== null) where.push(t('fieldGuide.item.part', { part: item.partNumber }));
  if (item.itemNumber !== null) where.push(t('fieldGuide.item.item', { item: item.itemNumber }));
  return (
    <li className="guide-item" data-selected={selected || undefined} data-testid="guide-item">
      <article aria-labelledby={headingId}>
        <p className="guide-item-where">
          <span>{where.join(' · ')}</span> {item.isRequired ? <Badge tone="warning">{t('fieldGuide.item.required')}</Badge> : <Badge>{t('fieldGuide.item.optional')}</Badge>}
        </p>
        <h3 id={headingId} className="guide-item-label">
          {item.label}
        </h3>
        <Answer item={item} />
        <Provenance item={item} />
        <p className="guide-item-explanation">{item.explanation}</p>
        <details className="guide-item-key muted">
          <summary>{t('fieldGuide.item.technical')}</summary>
          <p>{t('fieldGuide.item.fieldName', { name: item.pdfKey })}</p>
        </details>
        <div className="guide-item-actions">
          <Button variant="secondary" aria-pressed={selected} onClick={() => onShow(item)}>
            {t('fieldGuide.item.showOnPage')}
          </Button>
          {target && (
            <a className="btn btn-secondary" href={reviewHref(sessionId, i18n.language, target)}>
              {'field' in target ? t('fieldGuide.item.edit') : t('fieldGuide.item.openSection')}
            </a>
          )}
          <Button variant="secondary" onClick={() => onAsk(item)}>
            {t('fieldGuide.item.explain')}
          </Button>
        </div>
        {selected && thumbnail && <div className="guide-item-thumbnail">{thumbnail}</div>}
      </article>
    </li>
  );
};
