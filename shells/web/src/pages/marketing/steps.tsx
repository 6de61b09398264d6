import { Section } from './section.js';
import { useContent, type ContentItem } from './use-content.js';

/** How it works: numbered steps. `k` is the key of { title, intro?, items: [{ title, text }] }. */
export const Steps = ({ id, k, tone }: { id: string; k: string; tone?: 'plain' | 'alt' }) => {
  const { t, list, optional } = useContent();
  return (
    <Section id={id} title={t(`${k}.title`)} intro={optional(`${k}.intro`)} tone={tone}>
      <ol className="mk-steps">
        {list<ContentItem>(`${k}.items`).map((step) => (
          <li key={step.title} className="mk-step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
};
