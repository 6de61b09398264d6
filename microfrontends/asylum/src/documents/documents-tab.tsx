import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenceCategories, evidenceChecklist, type EvidenceCategory } from '@formpath/contracts/asylum';
import { asylumNamespace } from '@formpath/i18n';
import { Badge, Button, SelectInput } from '@formpath/ui';

const tones = { critical: 'warning', important: 'info', helpful: 'neutral' } as const;

/** Document: the 19-item evidence checklist with toggles and the category filter (spec 2 §2, §4). */
export const DocumentsTab = ({ checked, onToggle, onDone }: { checked: readonly string[]; onToggle: (item: string) => void; onDone: () => void }) => {
  const { t } = useTranslation(asylumNamespace);
  const [category, setCategory] = useState<EvidenceCategory | ''>('');
  const items = evidenceChecklist.filter((item) => !category || item.category === category);
  return (
    <div className="asylum-documents">
      <h2 id="asylum-documents-heading" tabIndex={-1}>{t('tabs.documents')}</h2>
      <p>{t('documents.intro')}</p>
      <div className="asylum-filter">
        <label htmlFor="asylum-category">{t('documents.filter')}</label>
        <SelectInput
          id="asylum-category"
          placeholder={t('documents.all')}
          value={category}
          options={evidenceCategories.map((c) => ({ value: c, label: t(`evidenceCategories.${c}`) }))}
          onChange={(e) => setCategory(e.target.value as EvidenceCategory | '')}
        />
        <p className="muted" role="status">{t('documents.counted', { done: checked.length, total: evidenceChecklist.length })}</p>
      </div>
      {items.length === 0 && <p>{t('documents.none')}</p>}
      <ul className="asylum-evidence">
        {items.map((item) => {
          const examples = t(`evidence.${item.id}.examples`, { returnObjects: true }) as string[];
          const id = `asylum-evidence-${item.id}`;
          return (
            <li key={item.id} className="card asylum-evidence-item" data-checked={checked.includes(item.id) || undefined}>
              <div className="asylum-evidence-head">
                <label className="asylum-choice" htmlFor={id}>
                  <input id={id} type="checkbox" checked={checked.includes(item.id)} onChange={() => onToggle(item.id)} aria-describedby={`${id}-text`} />
                  <span className="asylum-evidence-title">{t(`evidence.${item.id}.title`)}</span>
                </label>
                <Badge tone={tones[item.priority]}>{t(`priorities.${item.priority}`)}</Badge>
              </div>
              <p id={`${id}-text`}>
                {category ? '' : `${t(`evidenceCategories.${item.category}`)} · `}
                {t(`evidence.${item.id}.description`)}
              </p>
              <p className="asylum-examples muted">
                <span>{t('documents.examples')}:</span> {examples.join('; ')}
              </p>
            </li>
          );
        })}
      </ul>
      <Button onClick={onDone}>{t('documents.toSummary')}</Button>
    </div>
  );
};
