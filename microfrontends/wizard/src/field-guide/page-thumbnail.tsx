import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldGuideItem } from '@formpath/contracts';
import { isFilled } from './guide-filters.js';

// US Letter in PDF points: the size of every page of the supported editions.
const width = 612;
const height = 792;

const box = (rect: FieldGuideItem['fieldPlacement']['rect']) => {
  const [x1, y1, x2, y2] = rect;
  return { x: Math.min(x1, x2), y: height - Math.max(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
};

/**
 * A thumbnail of one page of the official form (drawn by the server from the blank PDF), with the
 * chosen field's box highlighted. Should the image not load, the page's field boxes stand in for it.
 */
export const PageThumbnail = ({
  form,
  edition,
  page,
  fields,
  selected,
}: {
  form: string;
  edition: string;
  page: number;
  fields: readonly FieldGuideItem[];
  selected: FieldGuideItem | undefined;
}) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // The edition in the address: a new edition of the form is a new picture, never a cached old one.
  const source = `/api/forms/${encodeURIComponent(form)}/pages/${page}?edition=${encodeURIComponent(edition)}`;
  const highlight = selected && selected.fieldPlacement.page === page ? box(selected.fieldPlacement.rect) : undefined;
  return (
    <figure className="guide-thumbnail">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('fieldGuide.item.thumbnail', { page, form })}>
        <rect x="0" y="0" width={width} height={height} className="guide-thumbnail-page" />
        {failed === source ? (
          fields.map((f) => <rect key={f.pdfKey} {...box(f.fieldPlacement.rect)} className={isFilled(f) ? 'guide-thumbnail-filled' : 'guide-thumbnail-field'} />)
        ) : (
          <image key={source} href={source} x="0" y="0" width={width} height={height} onError={() => setFailed(source)} data-testid="page-image" />
        )}
        {highlight && (
          <>
            <rect x={highlight.x - 6} y={highlight.y - 6} width={highlight.width + 12} height={highlight.height + 12} className="guide-thumbnail-halo" />
            <rect {...highlight} className="guide-thumbnail-selected" />
          </>
        )}
      </svg>
      <figcaption>{t('fieldGuide.item.where', { page })}</figcaption>
    </figure>
  );
};
