import { FormList } from './form-list.js';
import type { FormId } from './links.js';
import { Section } from './section.js';
import { useContent } from './use-content.js';

const marriageForms: readonly FormId[] = ['i130', 'i130a', 'i485', 'i864', 'i765'];

/** The forms of a marriage green card, who files each, and which Formpath fills. */
export const MarriageForms = ({ tone }: { tone?: 'plain' | 'alt' }) => {
  const { t } = useContent();
  return (
    <Section id="mk-marriage-forms" title={t('marketing.marriage.forms.title')} intro={t('marketing.marriage.forms.intro')} tone={tone}>
      <FormList forms={marriageForms} notesKey="marketing.marriage.forms.roles" />
    </Section>
  );
};
