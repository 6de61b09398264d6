import { Section } from './section.js';
import { useContent, type ContentItem } from './use-content.js';

const Lock = () => (
  <svg className="mk-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M17 9h-1V7a4 4 0 1 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Z" />
  </svg>
);

/** What happens to an applicant's documents: only what is true of Formpath (issue 14). */
export const Privacy = ({ tone }: { tone?: 'plain' | 'alt' }) => {
  const { t, list } = useContent();
  return (
    <Section id="mk-privacy" title={t('marketing.privacy.title')} intro={t('marketing.privacy.intro')} tone={tone}>
      <ul className="mk-grid mk-privacy">
        {list<ContentItem>('marketing.privacy.items').map((item) => (
          <li key={item.title} className="mk-card">
            <h3>
              <Lock />
              {item.title}
            </h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
};
