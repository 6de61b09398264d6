import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { addressHistoryRow } from '../form-values.js';

/** Section 3: where the applicant lived in the last five years (add/remove). */
export const AddressHistorySection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="addressHistory" number={3} title={t('reviewStep.i485.sections.addressHistory')}>
      <ReviewList
        name="address_history_5_years"
        max={50}
        newRow={addressHistoryRow}
        firstField="street"
        addLabel={t('reviewStep.i485.addAddress')}
        emptyText={t('reviewStep.i485.noAddresses')}
        itemLegend={(n) => t('reviewStep.i485.addressEntry', { n })}
        removeLabel={(n) => t('reviewStep.i485.removeAddress', { n })}
      >
        {(p) => (
          <FieldGrid>
            <ReviewField {...p('street')} label={f('street')} needed wide />
            <ReviewField {...p('apt_number')} label={f('apt')} />
            <ReviewField {...p('city')} label={f('city')} needed />
            <ReviewField {...p('state')} label={f('state')} />
            <ReviewField {...p('zip_code')} label={f('zip')} inputMode="numeric" />
            <ReviewField {...p('country')} label={f('country')} needed />
            <ReviewField {...p('from_date')} label={f('fromDate')} hint="monthYear" needed />
            <ReviewField {...p('to_date')} label={f('toDate')} hint="monthYearOrPresent" needed />
          </FieldGrid>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
