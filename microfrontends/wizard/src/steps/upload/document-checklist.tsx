import { useTranslation } from 'react-i18next';
import { Badge, Card } from '@formpath/ui';

/** The four required categories of a marriage-based case (spec 1 §3). */
const categories = ['core', 'identity', 'relationship', 'financial'] as const;

export const DocumentChecklist = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checklist-title">
      <h3 id="checklist-title">{t('wizard.upload.checklist.title')}</h3>
      <div className="checklist">
        {categories.map((category) => (
          <Card key={category}>
            <div className="row">
              <strong>{t(`wizard.upload.checklist.categories.${category}.title`)}</strong>
              <Badge tone="warning">{t('wizard.upload.checklist.required')}</Badge>
            </div>
            <ul>
              {(t(`wizard.upload.checklist.categories.${category}.items`, { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
};
