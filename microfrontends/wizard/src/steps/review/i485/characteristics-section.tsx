import { useTranslation } from 'react-i18next';
import { FieldGrid } from '@formpath/ui';
import { ReviewCheckboxGroup, ReviewField } from '../review-field.js';
import { ReviewSection } from '../review-section.js';

const c = 'biographic_characteristics';

/** Section 8: ethnicity, race, height, weight, eye and hair colour (I-485 Part 7). */
export const CharacteristicsSection = () => {
  const { t } = useTranslation();
  const f = (key: string) => t(`reviewStep.fields.${key}`);
  return (
    <ReviewSection id="characteristics" number={8} title={t('reviewStep.i485.sections.characteristics')}>
      <FieldGrid>
        <ReviewField name={`${c}.ethnicity`} label={f('ethnicity')} options="ethnicity" needed />
        <ReviewCheckboxGroup name={`${c}.race`} label={f('race')} options="race" needed />
        <ReviewField name={`${c}.height.feet`} label={f('heightFeet')} inputMode="numeric" needed />
        <ReviewField name={`${c}.height.inches`} label={f('heightInches')} inputMode="numeric" />
        <ReviewField name={`${c}.weight_lbs`} label={f('weight')} inputMode="numeric" needed />
        <ReviewField name={`${c}.eye_color`} label={f('eyeColor')} options="eyeColor" needed />
        <ReviewField name={`${c}.hair_color`} label={f('hairColor')} options="hairColor" needed />
      </FieldGrid>
    </ReviewSection>
  );
};
