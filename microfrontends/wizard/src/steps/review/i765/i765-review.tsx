import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The narrow entry: the form model and zod, nothing else of libs/contracts, in this lazy chunk only.
import { i765FormSchema, type I765FormData } from '@formpath/contracts/form-models';
import { FieldGuideLink } from '../field-guide-link.js';
import { ReviewForm, type FormReviewProps } from '../review-form.js';
import { useReviewResolver } from '../review-resolver.js';
import { toI765Values } from '../form-values.js';
import { AddressSection, ApplicantSection, ContactSection, FamilySection, ImmigrationSection } from './i765-sections.js';

/** Step 4 for the I-765: five sections, 'Save Changes' while changed (saved on the server), back and continue. */
export const I765Review = ({ sessionId, view, onBack, onContinue }: FormReviewProps) => {
  const { t } = useTranslation();
  const [defaultValues] = useState(() => toI765Values(view.formData));
  const resolver = useReviewResolver(i765FormSchema);
  const form = useForm<I765FormData>({ defaultValues, resolver, mode: 'onTouched' });
  return (
    <ReviewForm
      form={form}
      sessionId={sessionId}
      evidence={view.extractedData?.fields ?? {}}
      title={t('reviewStep.i765Title')}
      headerExtra={<FieldGuideLink sessionId={sessionId} form="I-765" />}
      backLabel={t('reviewStep.backToRawText')}
      onBack={onBack}
      onContinue={onContinue}
      saveButton
    >
      <ApplicantSection />
      <AddressSection />
      <ContactSection />
      <ImmigrationSection />
      <FamilySection />
    </ReviewForm>
  );
};

export default I765Review;
