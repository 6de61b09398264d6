import { FormList } from './form-list.js';
import { listedForms } from './links.js';
import { Section } from './section.js';
import { useContent } from './use-content.js';

/** Which forms Formpath fills today, and which to take from USCIS. */
export const SupportedForms = ({ tone }: { tone?: 'plain' | 'alt' }) => {
  const { t } = useContent();
  return (
    <Section id="mk-forms" title={t('marketing.forms.title')} intro={t('marketing.forms.intro')} tone={tone}>
      <FormList forms={listedForms} />
    </Section>
  );
};
