import { useTranslation } from 'react-i18next';
import { Button } from '@formpath/ui';

/** Moves between the form's pages that have matching fields: previous, next, or any page by number. */
export const GuidePager = ({
  pages,
  current,
  onChoose,
  bottom = false,
}: {
  pages: ReadonlyArray<{ page: number; items: readonly unknown[] }>;
  current: number;
  onChoose: (page: number) => void;
  bottom?: boolean;
}) => {
  const { t } = useTranslation();
  const at = pages.findIndex((p) => p.page === current);
  const previous = pages[at - 1];
  const next = pages[at + 1];
  return (
    <nav className="guide-pager" aria-label={t(bottom ? 'fieldGuide.pager.labelBottom' : 'fieldGuide.pager.label')}>
      <Button variant="secondary" disabled={!previous} onClick={() => previous && onChoose(previous.page)}>
        {t('fieldGuide.pager.previous')}
      </Button>
      <select className="form-input form-select" aria-label={t('fieldGuide.pager.choose')} value={current} onChange={(e) => onChoose(Number(e.target.value))}>
        {pages.map((p) => (
          <option key={p.page} value={p.page}>
            {t('fieldGuide.pager.option', { page: p.page, count: p.items.length })}
          </option>
        ))}
      </select>
      <Button variant="secondary" disabled={!next} onClick={() => next && onChoose(next.page)}>
        {t('fieldGuide.pager.next')}
      </Button>
    </nav>
  );
};
