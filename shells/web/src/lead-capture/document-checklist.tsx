import { useTranslation } from 'react-i18next';

interface ChecklistGroup {
  title: string;
  items: string[];
}

/** The free checklist the exit popup offers: what to gather before starting an I-485 or I-765. */
export const DocumentChecklist = () => {
  const { t } = useTranslation();
  const groups = t('leadCapture.checklist.groups', { returnObjects: true }) as ChecklistGroup[];
  return (
    <section className="document-checklist" aria-labelledby="document-checklist-title">
      <h3 id="document-checklist-title">{t('leadCapture.checklist.title')}</h3>
      {groups.map((group) => (
        <div key={group.title}>
          <h4>{group.title}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="muted">{t('leadCapture.checklist.note')}</p>
    </section>
  );
};
