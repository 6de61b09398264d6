import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewSection } from '../review-section.js';

const useField = () => {
  const { t } = useTranslation();
  return (key: string) => t(`reviewStep.fields.${key}`);
};

/** Applicant Information (badge Required): names, birth, identifiers, sex, marital status. */
export const ApplicantSection = () => {
  const { t } = useTranslation();
  const f = useField();
  return (
    <ReviewSection id="applicant" title={t('reviewStep.i765.sections.applicant')} badge={<Badge tone="info">{t('reviewStep.required')}</Badge>}>
      <FieldGrid>
        <ReviewField name="applicant_last_name" label={f('familyName')} needed autoComplete="family-name" />
        <ReviewField name="applicant_first_name" label={f('givenName')} needed autoComplete="given-name" />
        <ReviewField name="applicant_middle_name" label={f('middleName')} autoComplete="additional-name" />
        <ReviewField name="date_of_birth" label={f('dateOfBirth')} hint="date" needed />
        <ReviewField name="sex" label={f('sex')} options="sex" needed />
        <ReviewField name="marital_status" label={f('maritalStatus')} options="maritalStatus" needed />
        <ReviewField name="city_of_birth" label={f('cityOfBirth')} needed />
        <ReviewField name="country_of_birth" label={f('countryOfBirth')} needed />
        <ReviewField name="country_of_citizenship" label={f('citizenship')} needed />
        <ReviewField name="alien_registration_number" label={f('aNumber')} hint={{ text: t('reviewStep.hints.ifAny') }} />
        <ReviewField name="social_security_number" label={f('ssn')} hint={{ text: t('reviewStep.hints.ifAny') }} />
        <ReviewField name="uscis_online_account_number" label={f('uscisAccount')} hint={{ text: t('reviewStep.hints.ifAny') }} />
      </FieldGrid>
    </ReviewSection>
  );
};

const parts = ['street', 'apt_suite_floor', 'city', 'state', 'zip'] as const;

/** Address Information: mailing (needed) and physical address. */
export const AddressSection = () => {
  const { t } = useTranslation();
  const f = useField();
  const { getValues, setValue } = useFormContext();
  const address = (kind: 'mailing_address' | 'physical_address', needed: boolean) => (
    <FieldGrid>
      <ReviewField name={`${kind}.street`} label={f('street')} needed={needed} wide />
      <ReviewField name={`${kind}.apt_suite_floor`} label={f('apt')} />
      <ReviewField name={`${kind}.city`} label={f('city')} needed={needed} />
      <ReviewField name={`${kind}.state`} label={f('state')} needed={needed} />
      <ReviewField name={`${kind}.zip`} label={f('zip')} needed={needed} inputMode="numeric" />
    </FieldGrid>
  );
  const copyMailing = () => {
    for (const part of parts) setValue(`physical_address.${part}`, getValues(`mailing_address.${part}`), { shouldDirty: true });
  };
  return (
    <ReviewSection id="address" title={t('reviewStep.i765.sections.address')}>
      <h4 className="form-subheading">{t('reviewStep.i765.mailingAddress')}</h4>
      {address('mailing_address', true)}
      <div className="form-subheading-line">
        <h4 className="form-subheading">{t('reviewStep.i765.physicalAddress')}</h4>
        <button type="button" className="btn btn-secondary" onClick={copyMailing}>
          {t('reviewStep.i765.copyMailing')}
        </button>
      </div>
      {address('physical_address', false)}
    </ReviewSection>
  );
};

export const ContactSection = () => {
  const { t } = useTranslation();
  const f = useField();
  return (
    <ReviewSection id="contact" title={t('reviewStep.i765.sections.contact')}>
      <FieldGrid>
        <ReviewField name="applicant_daytime_phone" label={f('daytimePhone')} inputMode="tel" autoComplete="tel" />
        <ReviewField name="applicant_mobile_phone" label={f('mobilePhone')} inputMode="tel" />
        <ReviewField name="applicant_email" label={f('email')} inputMode="email" autoComplete="email" />
      </FieldGrid>
    </ReviewSection>
  );
};

export const ImmigrationSection = () => {
  const { t } = useTranslation();
  const f = useField();
  return (
    <ReviewSection id="immigration" title={t('reviewStep.i765.sections.immigration')}>
      <FieldGrid>
        <ReviewField name="i94_number" label={f('i94')} />
        <ReviewField name="last_entry_date" label={f('lastEntry')} hint="date" needed />
        <ReviewField name="current_immigration_status" label={f('immigrationStatus')} needed />
        <ReviewField name="passport_number" label={f('passportNumber')} />
        <ReviewField name="passport_issuing_country" label={f('passportCountry')} />
        <ReviewField name="sevis_number" label={f('sevis')} hint={{ text: t('reviewStep.hints.ifAny') }} />
      </FieldGrid>
    </ReviewSection>
  );
};

export const FamilySection = () => {
  const { t } = useTranslation();
  const f = useField();
  return (
    <ReviewSection id="family" title={t('reviewStep.i765.sections.family')}>
      <FieldGrid>
        <ReviewField name="father_last_name" label={f('fatherFamilyName')} />
        <ReviewField name="father_first_name" label={f('fatherGivenName')} />
        <ReviewField name="mother_last_name" label={f('motherFamilyName')} />
        <ReviewField name="mother_first_name" label={f('motherGivenName')} />
      </FieldGrid>
    </ReviewSection>
  );
};
