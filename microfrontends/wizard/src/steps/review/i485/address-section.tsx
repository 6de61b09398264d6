import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewSection } from '../review-section.js';

const b = 'biographic_information';
const parts = ['street', 'apt_number', 'city', 'state', 'zip_code'] as const;

/** Section 2: the mailing and physical addresses, and how to reach the applicant. */
export const AddressSection = () => {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  const address = (kind: 'mailing_address' | 'physical_address', needed: boolean) => (
    <FieldGrid>
      <ReviewField name={`${b}.${kind}.street`} label={f('street')} needed={needed} wide />
      <ReviewField name={`${b}.${kind}.apt_number`} label={f('apt')} />
      <ReviewField name={`${b}.${kind}.city`} label={f('city')} needed={needed} />
      <ReviewField name={`${b}.${kind}.state`} label={f('state')} needed={needed} />
      <ReviewField name={`${b}.${kind}.zip_code`} label={f('zip')} needed={needed} inputMode="numeric" />
    </FieldGrid>
  );
  const copyMailing = () => {
    for (const part of parts) setValue(`${b}.physical_address.${part}`, getValues(`${b}.mailing_address.${part}`), { shouldDirty: true });
  };
  return (
    <ReviewSection id="address" number={2} title={t('reviewStep.i485.sections.address')}>
      <h4 className="form-subheading">{t('reviewStep.i485.mailingAddress')}</h4>
      {address('mailing_address', true)}
      <div className="form-subheading-line">
        <h4 className="form-subheading">{t('reviewStep.i485.physicalAddress')}</h4>
        <button type="button" className="btn btn-secondary" onClick={copyMailing}>
          {t('reviewStep.i485.copyMailing')}
        </button>
      </div>
      {address('physical_address', false)}
      <h4 className="form-subheading">{t('reviewStep.i485.contact')}</h4>
      <FieldGrid>
        <ReviewField name="contact.daytime_phone" label={f('daytimePhone')} inputMode="tel" autoComplete="tel" />
        <ReviewField name="contact.mobile_phone" label={f('mobilePhone')} inputMode="tel" />
        <ReviewField name="contact.email" label={f('email')} inputMode="email" autoComplete="email" />
      </FieldGrid>
    </ReviewSection>
  );
};
