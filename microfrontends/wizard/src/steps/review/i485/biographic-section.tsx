import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { otherNameRow } from '../form-values.js';

const b = 'biographic_information';

/** Section 1: the applicant's names, identifiers, birth, citizenship and arrival. */
export const BiographicSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="biographic" number={1} title={t('reviewStep.i485.sections.biographic')}>
      <FieldGrid>
        <ReviewField name={`${b}.full_name.family_name`} label={f('familyName')} needed autoComplete="family-name" />
        <ReviewField name={`${b}.full_name.given_name`} label={f('givenName')} needed autoComplete="given-name" />
        <ReviewField name={`${b}.full_name.middle_name`} label={f('middleName')} autoComplete="additional-name" />
        <ReviewField name={`${b}.date_of_birth`} label={f('dateOfBirth')} hint="date" needed />
        <ReviewField name={`${b}.sex`} label={f('sex')} options="sex" needed />
        <ReviewField name={`${b}.citizenship_country`} label={f('citizenship')} needed />
        <ReviewField name={`${b}.place_of_birth.city`} label={f('cityOfBirth')} needed />
        <ReviewField name={`${b}.place_of_birth.country`} label={f('countryOfBirth')} needed />
        <ReviewField name={`${b}.a_number`} label={f('aNumber')} hint={{ text: t('reviewStep.hints.ifAny') }} />
        <ReviewField name={`${b}.uscis_account_number`} label={f('uscisAccount')} hint={{ text: t('reviewStep.hints.ifAny') }} />
        <ReviewField name={`${b}.ssn`} label={f('ssn')} hint={{ text: t('reviewStep.hints.ifAny') }} />
        <ReviewField name={`${b}.last_arrival_date`} label={f('lastArrival')} hint="date" needed />
        <ReviewField name={`${b}.i_94_number`} label={f('i94')} />
        <ReviewField name={`${b}.status_at_last_arrival`} label={f('statusAtArrival')} />
        <ReviewField name={`${b}.passport_number`} label={f('passportNumber')} />
        <ReviewField name={`${b}.passport_issuing_country`} label={f('passportCountry')} />
      </FieldGrid>
      <h4 className="form-subheading">{t('reviewStep.i485.otherNames')}</h4>
      <ReviewList
        name="other_names"
        max={10}
        newRow={otherNameRow}
        firstField="family_name"
        addLabel={t('reviewStep.i485.addOtherName')}
        emptyText={t('reviewStep.i485.noOtherNames')}
        itemLegend={(n) => t('reviewStep.i485.otherName', { n })}
        removeLabel={(n) => t('reviewStep.i485.removeOtherName', { n })}
      >
        {(p) => (
          <FieldGrid>
            <ReviewField {...p('family_name')} label={f('familyName')} />
            <ReviewField {...p('given_name')} label={f('givenName')} />
            <ReviewField {...p('middle_name')} label={f('middleName')} />
          </FieldGrid>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
