import { useState } from 'react';
import { Button } from '@formpath/ui';
import { Section } from './section.js';
import { useContent, type ContentItem } from './use-content.js';

/**
 * An evidence checklist. With `initial`, only that many items show until the visitor asks for
 * all (the change follows their click, so it is no layout shift). `k`: { title, intro?, items }.
 */
export const Checklist = ({ id, k, initial, tone }: { id: string; k: string; initial?: number; tone?: 'plain' | 'alt' }) => {
  const { t, list, optional } = useContent();
  const [expanded, setExpanded] = useState(false);
  const items = list<ContentItem>(`${k}.items`);
  const folds = initial !== undefined && items.length > initial;
  const shown = folds && !expanded ? items.slice(0, initial) : items;
  return (
    <Section id={id} title={t(`${k}.title`)} intro={optional(`${k}.intro`)} tone={tone}>
      <ul className="mk-checklist" id={`${id}-list`}>
        {shown.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {folds && (
        <Button variant="secondary" aria-expanded={expanded} aria-controls={`${id}-list`} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('marketing.common.showFewer', { shown: initial }) : t('marketing.common.showAll', { total: items.length })}
        </Button>
      )}
    </Section>
  );
};
