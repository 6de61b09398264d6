import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { parentRow } from '../form-values.js';

/** Section 5: the applicant's parents (add/remove). */
export const ParentsSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="parents" number={5} title={t('reviewStep.i485.sections.parents')}>
      <ReviewList
        name="parents"
        max={4}
        newRow={parentRow}
        firstField="full_name.family_name"
        addLabel={t('reviewStep.i485.addParent')}
        emptyText={t('reviewStep.i485.noParents')}
        itemLegend={(n) => t('reviewStep.i485.parentEntry', { n })}
        removeLabel={(n) => t('reviewStep.i485.removeParent', { n })}
      >
        {(p) => (
          <FieldGrid>
            <ReviewField {...p('full_name.family_name')} label={f('familyName')} needed />
            <ReviewField {...p('full_name.given_name')} label={f('givenName')} needed />
            <ReviewField {...p('full_name.middle_name')} label={f('middleName')} />
            <ReviewField {...p('date_of_birth')} label={f('dateOfBirth')} hint="date" />
            <ReviewField {...p('country_of_birth')} label={f('countryOfBirth')} />
            <ReviewField {...p('citizenship_country')} label={f('citizenship')} />
            <ReviewField {...p('current_city_country_of_residence')} label={f('residence')} wide />
          </FieldGrid>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
