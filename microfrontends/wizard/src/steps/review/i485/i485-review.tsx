import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The narrow entry: the form model and zod, nothing else of libs/contracts, in this lazy chunk only.
import { i485FormSchema, type I485FormData } from '@formpath/contracts/form-models';
import { FieldGuideLink } from '../field-guide-link.js';
import { ReviewForm, type FormReviewProps } from '../review-form.js';
import { useReviewResolver } from '../review-resolver.js';
import { toI485Values } from '../form-values.js';
import { BiographicSection } from './biographic-section.js';
import { AddressSection } from './address-section.js';
import { AddressHistorySection } from './address-history-section.js';
import { EmploymentSection } from './employment-section.js';
import { ParentsSection } from './parents-section.js';
import { MaritalSection } from './marital-section.js';
import { ChildrenSection } from './children-section.js';
import { CharacteristicsSection } from './characteristics-section.js';

/** Step 4 for the I-485: the eight sections of spec 1 §2, the field guide, 'Go Back' and 'Continue to Share'. */
export const I485Review = ({ sessionId, view, onBack, onContinue }: FormReviewProps) => {
  const { t } = useTranslation();
  // The form starts from the server's data once; later refetches never overwrite the applicant's edits.
  const [defaultValues] = useState(() => toI485Values(view.formData));
  const resolver = useReviewResolver(i485FormSchema);
  const form = useForm<I485FormData>({ defaultValues, resolver, mode: 'onTouched' });
  return (
    <ReviewForm
      form={form}
      sessionId={sessionId}
      evidence={view.extractedData?.fields ?? {}}
      title={t('reviewStep.i485Title')}
      headerExtra={<FieldGuideLink sessionId={sessionId} form="I-485" />}
      backLabel={t('reviewStep.goBack')}
      onBack={onBack}
      onContinue={onContinue}
    >
      <BiographicSection />
      <AddressSection />
      <AddressHistorySection />
      <EmploymentSection />
      <ParentsSection />
      <MaritalSection />
      <ChildrenSection />
      <CharacteristicsSection />
    </ReviewForm>
  );
};

export default I485Review;
