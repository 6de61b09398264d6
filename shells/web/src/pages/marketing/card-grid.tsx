import { Section } from './section.js';
import { useContent, type ContentItem } from './use-content.js';

/**
 * Cards side by side (reasons, what to know, why choose). `k` is the key of
 * { title, intro?, items: [{ title, text, points? }] }.
 */
export const CardGrid = ({ id, k, tone }: { id: string; k: string; tone?: 'plain' | 'alt' }) => {
  const { t, list, optional } = useContent();
  return (
    <Section id={id} title={t(`${k}.title`)} intro={optional(`${k}.intro`)} tone={tone}>
      <ul className="mk-grid">
        {list<ContentItem>(`${k}.items`).map((card) => (
          <li key={card.title} className="mk-card">
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            {card.points && card.points.length > 0 && (
              <ul className="mk-points">
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
};
