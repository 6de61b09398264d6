import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { employmentRow } from '../form-values.js';

/** Section 4: work and schooling of the last five years (add/remove). */
export const EmploymentSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="employment" number={4} title={t('reviewStep.i485.sections.employment')}>
      <ReviewList
        name="employment_and_education_history_5_years"
        max={50}
        newRow={employmentRow}
        firstField="employer_or_school"
        addLabel={t('reviewStep.i485.addEmployment')}
        emptyText={t('reviewStep.i485.noEmployment')}
        itemLegend={(n) => t('reviewStep.i485.employmentEntry', { n })}
        removeLabel={(n) => t('reviewStep.i485.removeEmployment', { n })}
      >
        {(p) => (
          <>
            <FieldGrid>
              <ReviewField {...p('employer_or_school')} label={f('employerOrSchool')} needed wide />
              <ReviewField {...p('occupation_or_field_of_study')} label={f('occupation')} />
              <ReviewField {...p('full_time_or_part_time')} label={f('fullOrPartTime')} />
              <ReviewField {...p('from_date')} label={f('fromDate')} hint="monthYear" needed />
              <ReviewField {...p('to_date')} label={f('toDate')} hint="monthYearOrPresent" needed />
            </FieldGrid>
            <p className="form-subheading">{t('reviewStep.i485.employerAddress')}</p>
            <FieldGrid>
              <ReviewField {...p('address.street')} label={f('street')} wide />
              <ReviewField {...p('address.city')} label={f('city')} />
              <ReviewField {...p('address.state')} label={f('state')} />
              <ReviewField {...p('address.zip_code')} label={f('zip')} inputMode="numeric" />
              <ReviewField {...p('address.country')} label={f('country')} />
            </FieldGrid>
          </>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
