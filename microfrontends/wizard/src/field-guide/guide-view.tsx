import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldGuide, FieldGuideItem } from '@formpath/contracts';
import { Button } from '@formpath/ui';
import { GuideFiltersBar } from './guide-filters-bar.js';
import { allFields, countsByShow, pagesOf, partsOf, type GuideFilter } from './guide-filters.js';
import { GuideItem } from './guide-item.js';
import { GuidePager } from './guide-pager.js';
import { LegalGuidance } from './legal-guidance.js';
import { LegalQuestion } from './legal-question.js';
import { PageThumbnail } from './page-thumbnail.js';
import { generateHref, reviewHref } from './guide-links.js';

/**
 * The loaded guide: the form's legal guidance and question box, then every field, one page of the
 * form at a time (a 760-field list is paged, not rendered at once), filtered by part and by what
 * needs the applicant, with the page's thumbnail beside it.
 */
export const GuideView = ({ guide, sessionId }: { guide: FieldGuide; sessionId: string }) => {
  const { t, i18n } = useTranslation();
  const form = guide.formType;
  const [filter, setFilter] = useState<GuideFilter>(allFields);
  const pages = useMemo(() => pagesOf(guide.fieldGuide, filter), [guide.fieldGuide, filter]);
  const parts = useMemo(() => partsOf(guide.fieldGuide), [guide.fieldGuide]);
  const toDo = useMemo(() => countsByShow(guide.fieldGuide, allFields), [guide.fieldGuide]);
  const [pageNumber, setPageNumber] = useState<number | undefined>(undefined);
  const current = pages.find((p) => p.page === pageNumber) ?? pages[0];
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const [asked, setAsked] = useState<{ query: string; at: number } | undefined>(undefined);
  const listTop = useRef<HTMLHeadingElement>(null);

  const pageFields = useMemo(() => guide.fieldGuide.filter((f) => f.page === current?.page), [guide.fieldGuide, current?.page]);
  const selected = pageFields.find((f) => f.pdfKey === selectedKey) ?? current?.items[0];

  const choosePage = (page: number) => {
    setPageNumber(page);
    setSelectedKey(undefined);
    listTop.current?.focus();
  };
  const show = (item: FieldGuideItem) => setSelectedKey(item.pdfKey);
  // A new filter starts at its first page, with nothing chosen on it.
  const changeFilter = (next: GuideFilter) => {
    setFilter(next);
    setPageNumber(undefined);
    setSelectedKey(undefined);
  };
  const showAll = () => {
    changeFilter(allFields);
    // The button goes away with the empty list: focus moves to the list that replaces it.
    requestAnimationFrame(() => listTop.current?.focus());
  };

  return (
    <div className="guide" data-testid="field-guide">
      <header className="guide-header">
        <h1>{t('fieldGuide.title', { form })}</h1>
        <p>{t('fieldGuide.intro', { form, edition: guide.edition, pages: guide.pages })}</p>
        <p className="guide-filled">
          <strong>{t('fieldGuide.filled', { filled: guide.filledFields, total: guide.totalFields })}</strong>
        </p>
        <p className="guide-todo">{t('fieldGuide.toDo', { missing: toDo.missing, yours: toDo.leftForYou })}</p>
        <progress max={guide.totalFields} value={guide.filledFields} aria-label={t('fieldGuide.filled', { filled: guide.filledFields, total: guide.totalFields })} />
      </header>

      <LegalGuidance form={form} />
      <LegalQuestion form={form} asked={asked} />

      <section className="guide-fields" aria-labelledby="guide-fields-title">
        <GuideFiltersBar items={guide.fieldGuide} parts={parts} filter={filter} onChange={changeFilter} />
        <p role="status" className="muted guide-shown">
          {t('fieldGuide.filters.shown', { count: pages.reduce((n, p) => n + p.items.length, 0) })}
        </p>
        {current ? (
          <>
            <GuidePager pages={pages} current={current.page} onChoose={choosePage} />
            <h2 id="guide-fields-title" ref={listTop} tabIndex={-1}>
              {t('fieldGuide.item.where', { page: current.page })}
            </h2>
            <div className="guide-page">
              <ol className="guide-list">
                {current.items.map((item) => (
                  <GuideItem
                    key={item.pdfKey}
                    item={item}
                    form={form}
                    sessionId={sessionId}
                    selected={item.pdfKey === selected?.pdfKey}
                    onShow={show}
                    onAsk={(i) => setAsked({ query: i.label.slice(0, 1000), at: Date.now() })}
                    thumbnail={<PageThumbnail form={form} edition={guide.edition} page={current.page} fields={pageFields} selected={item} />}
                  />
                ))}
              </ol>
              <div className="guide-page-aside">
                <PageThumbnail form={form} edition={guide.edition} page={current.page} fields={pageFields} selected={selected} />
                {selected && <p className="guide-thumbnail-label">{selected.label}</p>}
              </div>
            </div>
            <GuidePager pages={pages} current={current.page} onChoose={choosePage} bottom />
          </>
        ) : (
          <div className="notice">
            <h2 id="guide-fields-title" className="notice-title">
              {t('fieldGuide.filters.none')}
            </h2>
            <Button variant="secondary" onClick={showAll}>
              {t('fieldGuide.filters.clear')}
            </Button>
          </div>
        )}
      </section>

      <nav className="wizard-actions" aria-label={t('fieldGuide.title', { form })}>
        <a className="btn btn-secondary" href={reviewHref(sessionId, i18n.language)}>
          {t('fieldGuide.back')}
        </a>
        <a className="btn btn-primary" href={generateHref(sessionId, i18n.language)}>
          {t('fieldGuide.continue')}
        </a>
      </nav>
    </div>
  );
};

export default GuideView;
