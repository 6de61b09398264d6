import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Notice, toast } from '@formpath/ui';
import type { DocumentView, FieldEvidence } from '@formpath/contracts';
import { AttentionSummary } from './attention-summary.js';
import { ReviewProvider, useRegisteredFields, useReview } from './review-context.js';
import { useRequestedField } from './use-requested-field.js';
import { useReviewSave } from './use-review-save.js';

/** What each form's review receives from the step. */
export interface FormReviewProps {
  sessionId: string;
  view: DocumentView;
  onBack: () => void;
  onContinue: () => void;
}

export interface ReviewFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  sessionId: string;
  evidence: Readonly<Record<string, FieldEvidence>>;
  title: string;
  /** Beside the title (the I-485 field guide). */
  headerExtra?: ReactNode;
  backLabel: string;
  onBack: () => void;
  onContinue: () => void;
  /** I-765: a 'Save Changes' button while there are changes. */
  saveButton?: boolean;
  children: ReactNode;
}

const pick = (tree: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], tree);

/** An error on the field, or on one of the objects or lists holding it (a list's root error). */
const hasError = (errors: unknown, name: string): boolean => {
  const keys = name.split('.');
  return keys.some((_, i) => {
    const node = pick(errors, keys.slice(0, i + 1).join('.')) as { message?: unknown; root?: unknown } | undefined;
    return i === keys.length - 1 ? !!node : !!node && (typeof node.message === 'string' || !!node.root);
  });
};

const Body = <T extends FieldValues>({ form, sessionId, title, headerExtra, backLabel, onBack, onContinue, saveButton, children }: Omit<ReviewFormProps<T>, 'evidence'>) => {
  const { t } = useTranslation();
  const { persist, saving, failure } = useReviewSave(sessionId);
  const { setOpen } = useReview();
  const fields = useRegisteredFields();
  const continueButton = useRef<HTMLButtonElement>(null);
  const { isDirty } = form.formState;
  const [action, setAction] = useState<'continue' | 'save'>('continue');
  useRequestedField();

  // Sections holding an error (on a field, or on the list a field is in) open before
  // react-hook-form moves focus to the first one.
  const onInvalid = (errors: FieldErrors<T>) => {
    for (const f of fields) if (hasError(errors, f.name)) setOpen(f.sectionId, true);
    toast({ title: t('reviewStep.invalid'), description: t('reviewStep.invalidDescription'), variant: 'destructive' });
  };
  const markSaved = (values: object) => form.reset(values as T, { keepErrors: true });

  const onContinueSubmit = form.handleSubmit(async (values) => {
    setAction('continue');
    if (form.formState.isDirty && !(await persist(values, markSaved))) return;
    onContinue();
  }, onInvalid);
  const onSave = form.handleSubmit(async (values) => {
    setAction('save');
    if (!(await persist(values, markSaved))) return;
    toast({ title: t('reviewStep.saved'), description: t('reviewStep.savedDescription'), variant: 'success' });
    continueButton.current?.focus();
  }, onInvalid);

  return (
    <form className="review-form stack" noValidate onSubmit={onContinueSubmit} aria-labelledby="review-title">
      <Card className="review-header">
        <div className="review-title-line">
          {/* The frame moves focus to this heading when the step opens. */}
          <h2 id="review-title" tabIndex={-1}>
            {title}
          </h2>
          <span role="status">{isDirty && <Badge tone="warning">{t('reviewStep.unsaved')}</Badge>}</span>
        </div>
        <p className="muted">{t('reviewStep.intro')}</p>
        {headerExtra}
        <AttentionSummary />
      </Card>
      <div className="review-sections">{children}</div>
      {failure && (
        <Notice tone="error" title={t('reviewStep.saveFailed')}>
          <p>{t('reviewStep.saveFailedNotice', { message: failure })}</p>
          <div className="row">
            <Button type="submit" disabled={saving}>
              {t('reviewStep.tryAgain')}
            </Button>
            <Button variant="secondary" onClick={onContinue}>
              {t('reviewStep.continueWithoutSaving')}
            </Button>
          </div>
        </Notice>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {backLabel}
        </Button>
        {saveButton && isDirty && (
          <Button variant="secondary" onClick={() => void onSave()} disabled={saving}>
            {saving && action === 'save' ? t('reviewStep.saving') : t('reviewStep.saveChanges')}
          </Button>
        )}
        <button ref={continueButton} type="submit" className="btn btn-primary" disabled={saving} aria-busy={(saving && action === 'continue') || undefined}>
          {saving && action === 'continue' ? t('reviewStep.saving') : t('reviewStep.continue')}
        </button>
      </div>
    </form>
  );
};

/** The frame shared by both reviews: title, unsaved badge, summary, sections, save and the moves. */
export const ReviewForm = <T extends FieldValues>({ evidence, form, ...rest }: ReviewFormProps<T>) => (
  <FormProvider {...form}>
    <ReviewProvider evidence={evidence}>
      <Body form={form} {...rest} />
    </ReviewProvider>
  </FormProvider>
);
