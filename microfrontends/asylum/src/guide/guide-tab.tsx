import { useTranslation } from 'react-i18next';
import { asylumNamespace } from '@formpath/i18n';
import { Button } from '@formpath/ui';
import { DeadlineClock } from './deadline-clock.js';
import { SourceLinks } from './source-links.js';

interface Section {
  heading: string;
  paragraphs: string[];
  points: string[];
  sources: Array<{ label: string; url: string }>;
}

// "Persecutor bar: you ordered…": the term before the first colon leads, in bold, so the list can be skimmed.
const LeadTerm = ({ text }: { text: string }) => {
  const at = text.indexOf(': ');
  if (at < 1 || at > 60) return <>{text}</>;
  return (
    <>
      <strong>{text.slice(0, at)}:</strong>
      {text.slice(at + 1)}
    </>
  );
};

const order = ['grounds', 'requirements', 'bars', 'buildingCase', 'afterFiling', 'legalHelp'] as const;

/** Learn: asylum law in plain words, each part with its sources, and the applicant's own deadline. */
export const GuideTab = ({ answers, onStart }: { answers: Readonly<Record<string, string>>; onStart: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const sections = t('guide.sections', { returnObjects: true }) as Record<(typeof order)[number], Section>;
  return (
    <div className="asylum-guide">
      <h2 id="asylum-guide-heading" tabIndex={-1}>{t('guideHeading')}</h2>
      <p>{t('guide.intro')}</p>
      <nav className="asylum-toc" aria-label={t('onThisPage')}>
        <p className="asylum-toc-title">{t('onThisPage')}</p>
        <ul>
          {order.map((key) => (
            <li key={key}>
              <a href={`#asylum-section-${key}`}>{sections[key].heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <DeadlineClock arrival={answers['date_of_last_arrival']} onAnswer={onStart} />
      {order.map((key) => {
        const s = sections[key];
        return (
          <section key={key} className="asylum-section" aria-labelledby={`asylum-section-${key}`}>
            <h3 id={`asylum-section-${key}`}>{s.heading}</h3>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ul>
              {s.points.map((p) => (
                <li key={p}>
                  <LeadTerm text={p} />
                </li>
              ))}
            </ul>
            <SourceLinks sources={s.sources} />
          </section>
        );
      })}
      <Button onClick={onStart}>{t('startQuestionnaire')}</Button>
    </div>
  );
};
