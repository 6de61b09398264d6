import { useTranslation } from 'react-i18next';
import type { LegalSource } from '@formpath/contracts';

/** Spec 2 §2: source text is cut to 200 characters in the guidance and 300 in the explanation dialog. */
export const cut = (text: string, limit: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= limit ? clean : `${clean.slice(0, limit - 1).trimEnd()}…`;
};

/** Where a passage is printed: form, edition, page, and part and item when it has them. */
export const SourceCitation = ({ source }: { source: LegalSource }) => {
  const { t } = useTranslation();
  const { form, edition, page, part, item } = source.metadata;
  const parts = [t('fieldGuide.legal.source', { form, edition, page })];
  if (part !== null) parts.push(t('fieldGuide.legal.sourcePart', { part }));
  if (item !== null) parts.push(t('fieldGuide.legal.sourceItem', { item }));
  return <cite className="guide-source-cite">{parts.join(' · ')}</cite>;
};

export const LegalSources = ({ sources, limit, max }: { sources: readonly LegalSource[]; limit: number; max: number }) => (
  <ol className="guide-sources">
    {sources.slice(0, max).map((s) => (
      <li key={s.metadata.id}>
        <SourceCitation source={s} />
        <blockquote>{cut(s.content, limit)}</blockquote>
      </li>
    ))}
  </ol>
);

/** An answer's paragraphs (the guidance quotes the form in several). */
export const Paragraphs = ({ text, className }: { text: string; className: string }) => (
  <>
    {text
      .split(/\n{2,}/)
      .filter((p) => p.trim())
      .map((p, i) => (
        <p key={i} className={className}>
          {p}
        </p>
      ))}
  </>
);
