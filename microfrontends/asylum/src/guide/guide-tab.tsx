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

const order = ['grounds', 'requirements', 'bars', 'buildingCase', 'afterFiling', 'legalHelp'] as const;

/** Learn: asylum law in plain words, each part with its sources, and the applicant's own deadline. */
export const GuideTab = ({ answers, onStart }: { answers: Readonly<Record<string, string>>; onStart: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const sections = t('guide.sections', { returnObjects: true }) as Record<(typeof order)[number], Section>;
  return (
    <div className="asylum-guide">
      <h2 id="asylum-guide-heading" tabIndex={-1}>{t('tabs.guide')}</h2>
      <p>{t('guide.intro')}</p>
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
                <li key={p}>{p}</li>
              ))}
            </ul>
            <SourceLinks sources={s.sources} />
          </section>
        );
      })}
      <p className="muted">{t('guide.disclaimer')}</p>
      <Button onClick={onStart}>{t('startQuestionnaire')}</Button>
    </div>
  );
};
