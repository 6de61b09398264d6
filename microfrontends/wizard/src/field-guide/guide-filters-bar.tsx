import { useTranslation } from 'react-i18next';
import { countsByShow, isOffice, type GuideFilter, type GuideShow } from './guide-filters.js';
import type { FieldGuideItem } from '@formpath/contracts';

const showChoices: readonly GuideShow[] = ['all', 'missing', 'lowConfidence', 'leftForYou'];

/** The part and "show" filters of the guide, with how many fields each choice lists. */
export const GuideFiltersBar = ({
  items,
  parts,
  filter,
  onChange,
}: {
  items: readonly FieldGuideItem[];
  parts: ReadonlyArray<{ part: number; title: string }>;
  filter: GuideFilter;
  onChange: (filter: GuideFilter) => void;
}) => {
  const { t } = useTranslation();
  const counts = countsByShow(items, filter);
  const office = items.filter(isOffice).length;
  return (
    <form className="guide-filters" aria-label={t('fieldGuide.filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className="guide-filter-part">
        <label htmlFor="guide-part">{t('fieldGuide.filters.part')}</label>
        <select
          id="guide-part"
          className="form-input form-select"
          value={String(filter.part)}
          onChange={(e) => onChange({ ...filter, part: e.target.value === 'all' ? 'all' : Number(e.target.value) })}
        >
          <option value="all">{t('fieldGuide.filters.allParts')}</option>
          {parts.map((p) => (
            <option key={p.part} value={p.part}>
              {t('fieldGuide.filters.partOption', { part: p.part, title: p.title })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="guide-filter-show">
        <legend>{t('fieldGuide.filters.show')}</legend>
        {showChoices.map((show) => (
          <label key={show} className="guide-filter-choice">
            <input type="radio" name="guide-show" value={show} checked={filter.show === show} onChange={() => onChange({ ...filter, show })} />
            {t(`fieldGuide.filters.${show}`, { count: counts[show] })}
          </label>
        ))}
      </fieldset>
      <label className="guide-filter-choice guide-filter-office">
        <input type="checkbox" checked={filter.office} onChange={(e) => onChange({ ...filter, office: e.target.checked })} />
        {t('fieldGuide.filters.office', { count: office })}
      </label>
    </form>
  );
};
