import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@formpath/i18n';
import type { ReviewPortalView, ReviewSubmitResult, ReviewVerdict } from '@formpath/contracts';
import { formLeaves } from '@formpath/contracts/form-paths';
import { editableFields, editableGroups } from '@formpath/contracts/review-fields';
import { Badge, Button, Card, toast } from '@formpath/ui';
import { portalErrorMessage, useSubmitReview } from '@formpath/web-data';
import { EditableGroup } from './editable-group.js';
import { OtherAnswers } from './other-answers.js';

interface Props {
  token: string;
  view: ReviewPortalView & { formData: Record<string, unknown> };
  onSubmitted: (result: ReviewSubmitResult) => void;
}

/** The review form of spec 2 §2: the editable groups, every other answer, status, notes, submit. */
export const ReviewForm = ({ token, view, onSubmitted }: Props) => {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const form = useForm<Record<string, unknown>>({ defaultValues: view.formData });
  const [verdict, setVerdict] = useState<ReviewVerdict>('reviewed');
  const [notes, setNotes] = useState('');
  const [comments, setComments] = useState<Record<string, string>>({});
  const submit = useSubmitReview(token);
  const original = useMemo(() => formLeaves(view.formData), [view.formData]);
  const skip = useMemo(() => new Set(editableFields(view.formType).keys()), [view.formType]);
  const comment = (path: string, text: string) => setComments((c) => ({ ...c, [path]: text }));

  const onSubmit = form.handleSubmit(async (formData) => {
    try {
      const result = await submit.mutateAsync({ formVersion: view.formVersion, reviewStatus: verdict, reviewNotes: notes, formData, comments: Object.fromEntries(Object.entries(comments).filter(([, c]) => c.trim())) });
      toast({ title: t('reviewPortal.submittedToast'), description: t('reviewPortal.submittedToastText'), variant: 'success' });
      onSubmitted(result);
    } catch (err) {
      toast({ title: t('reviewPortal.submitFailed'), description: portalErrorMessage(err) ?? t('reviewPortal.unknownError'), variant: 'destructive' });
    }
  });

  return (
    <FormProvider {...form}>
      <form className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Card>
          <h2 tabIndex={-1}>{t('reviewPortal.title')}</h2>
          <p className="muted">{t('reviewPortal.intro')}</p>
          <dl className="portal-meta">
            <div>
              <dt>{t('reviewPortal.file')}</dt>
              <dd>{view.fileName}</dd>
            </div>
            <div>
              <dt>{t('reviewPortal.form')}</dt>
              <dd>{view.formType}</dd>
            </div>
            <div>
              <dt>{t('reviewPortal.status')}</dt>
              <dd>
                <Badge tone={view.status === 'processed' ? 'success' : 'warning'}>{t(`reviewPortal.documentStatus.${view.status}`)}</Badge>
              </dd>
            </div>
            {view.fileNames.length > 1 && (
              <div className="portal-meta-wide">
                <dt>{t('reviewPortal.files')}</dt>
                <dd>{view.fileNames.join(', ')}</dd>
              </div>
            )}
          </dl>
          <p className="muted portal-expiry">{t('reviewPortal.expires', { date: formatDate(view.expiresAt) })}</p>
        </Card>

        <Card>
          {editableGroups[view.formType].map((group) => (
            <EditableGroup key={group.id} group={group} original={original} fields={view.fields} comments={comments} onComment={comment} />
          ))}
        </Card>

        <Card>
          <OtherAnswers leaves={original} skip={skip} fields={view.fields} comments={comments} onComment={comment} />
        </Card>

        <Card>
          <fieldset className="portal-group">
            <legend>{t('reviewPortal.reviewStatus')}</legend>
            {(['reviewed', 'approved'] as const).map((v) => (
              <label key={v} className="portal-radio">
                <input type="radio" name="reviewStatus" value={v} checked={verdict === v} onChange={() => setVerdict(v)} />
                {t(`reviewPortal.statuses.${v}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-field form-field-wide">
            <label htmlFor="portal-notes" className="form-label">
              {t('reviewPortal.notes')}
            </label>
            <p id="portal-notes-hint" className="form-hint">
              {t('reviewPortal.notesHint')}
            </p>
            <textarea id="portal-notes" className="form-input" rows={4} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} aria-describedby="portal-notes-hint" />
          </div>
          <div className="portal-actions">
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t('reviewPortal.submitting') : t('reviewPortal.submit')}
            </Button>
          </div>
        </Card>
      </form>
    </FormProvider>
  );
};
