import { Badge, Card } from '@formpath/ui';

/** The four required categories of a marriage-based case (spec 1 §3). */
const categories = [
  {
    title: 'Core Marriage Documents',
    items: ['Marriage certificate (certified copy)', 'Translations', 'Previous marriage termination documents'],
  },
  {
    title: 'Identity & Immigration Documents',
    items: ['Birth certificate or citizenship proof', 'Passport and arrival record (I-94)', 'Previous notices', 'Travel history'],
  },
  {
    title: 'Bona Fide Relationship Evidence',
    items: ['Joint lease or mortgage', 'Joint bank statements (6 months)', 'Joint utility bills and insurance', 'Photos over time'],
  },
  {
    title: 'Financial Support Documentation',
    items: ['Tax returns (3 years)', 'Employment letter', 'Pay stubs (6 months)', 'Bank statements and assets'],
  },
];

export const DocumentChecklist = () => (
  <section aria-labelledby="checklist-title">
    <h3 id="checklist-title">Documents to gather</h3>
    <div className="checklist">
      {categories.map((category) => (
        <Card key={category.title}>
          <div className="row">
            <strong>{category.title}</strong>
            <Badge tone="warning">Required</Badge>
          </div>
          <ul>
            {category.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  </section>
);
