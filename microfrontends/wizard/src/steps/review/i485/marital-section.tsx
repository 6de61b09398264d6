import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewField } from '../review-field.js';
import { ReviewList } from '../review-list.js';
import { ReviewSection } from '../review-section.js';
import { priorMarriageRow } from '../form-values.js';

const m = 'marital_history';

/** Section 6: the current marital status and marriage, and prior marriages (add/remove). */
export const MaritalSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="marital" number={6} title={t('reviewStep.i485.sections.marital')}>
      <FieldGrid>
        <ReviewField name={`${m}.current_marital_status`} label={f('maritalStatus')} options="maritalStatus" needed />
        <ReviewField name={`${m}.current_spouse_name`} label={f('spouseName')} />
        <ReviewField name={`${m}.date_of_marriage`} label={f('marriageDate')} hint="date" />
        <ReviewField name={`${m}.place_of_marriage`} label={f('marriagePlace')} />
      </FieldGrid>
      <h4 className="form-subheading">{t('reviewStep.i485.priorMarriages')}</h4>
      <ReviewList
        name={`${m}.prior_marriages`}
        max={20}
        newRow={priorMarriageRow}
        firstField="former_spouse_name"
        addLabel={t('reviewStep.i485.addPriorMarriage')}
        emptyText={t('reviewStep.i485.noPriorMarriages')}
        itemLegend={(n) => t('reviewStep.i485.priorMarriageEntry', { n })}
        removeLabel={(n) => t('reviewStep.i485.removePriorMarriage', { n })}
      >
        {(p) => (
          <FieldGrid>
            <ReviewField {...p('former_spouse_name')} label={f('formerSpouse')} needed />
            <ReviewField {...p('end_date')} label={f('marriageEndDate')} hint="date" needed />
            <ReviewField {...p('end_reason')} label={f('marriageEndReason')} />
            <ReviewField {...p('place_of_marriage')} label={f('marriagePlace')} />
          </FieldGrid>
        )}
      </ReviewList>
    </ReviewSection>
  );
};
