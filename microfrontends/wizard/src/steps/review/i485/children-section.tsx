import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewCheckbox, ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { childRow } from '../form-values.js';

/** Section 7: the applicant's children (add/remove). */
export const ChildrenSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="children" number={7} title={t('reviewStep.i485.sections.children')}>
      <ReviewList
        name="children"
        max={30}
        newRow={childRow}
        firstField="full_name"
        addLabel={t('reviewStep.i485.addChild')}
        emptyText={t('reviewStep.i485.noChildren')}
        itemLegend={(n) => t('reviewStep.i485.childEntry', { n })}
        removeLabel={(n) => t('reviewStep.i485.removeChild', { n })}
      >
        {(p) => (
          <FieldGrid>
            <ReviewField {...p('full_name')} label={f('childName')} needed wide />
            <ReviewField {...p('date_of_birth')} label={f('dateOfBirth')} hint="date" needed />
            <ReviewField {...p('country_of_birth')} label={f('countryOfBirth')} />
            <ReviewField {...p('a_number')} label={f('aNumber')} hint={{ text: t('reviewStep.hints.ifAny') }} />
            <ReviewField {...p('current_address')} label={f('currentAddress')} wide />
            <ReviewCheckbox name={p('is_applying_with_applicant').name} label={f('applyingWithYou')} />
          </FieldGrid>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
