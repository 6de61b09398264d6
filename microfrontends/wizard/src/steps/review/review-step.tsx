import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, LoadingCard, Notice, loadFormStyles } from '@formpath/ui';
import { ApiError, useApplication } from '@formpath/web-data';
import { AttorneyChanges } from './attorney-changes.js';
import { AttorneyCommentsProvider } from './attorney-comments.js';
import { hasFormData } from './form-values.js';

// Each form's review (react-hook-form and its sections) is its own chunk, loaded on this step only,
// together with the form styles.
const withStyles = <T,>(chunk: Promise<T>) => Promise.all([chunk, loadFormStyles()]).then(([module]) => module);
const I485Review = lazy(() => withStyles(import('./i485/i485-review.js')));
const I765Review = lazy(() => withStyles(import('./i765/i765-review.js')));

export interface ReviewStepProps {
  sessionId: string;
  formType: 'I-485' | 'I-765';
  onBack: () => void;
  onContinue: () => void;
}

const Loading = () => {
  const { t } = useTranslation();
  return <LoadingCard text={t('reviewStep.loading')} />;
};

/** Step 4, Review and edit: the I-765 review when the form type is I-765, otherwise the I-485 review (spec 1 §2). */
export const ReviewStep = ({ sessionId, formType, onBack, onContinue }: ReviewStepProps) => {
  const { t } = useTranslation();
  const query = useApplication(sessionId);
  const i765 = formType === 'I-765';
  const backLabel = i765 ? t('reviewStep.backToRawText') : t('reviewStep.goBack');
  const title = <h2 tabIndex={-1}>{i765 ? t('reviewStep.i765Title') : t('reviewStep.i485Title')}</h2>;

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Card>
        {title}
        <Notice tone="error">{t('reviewStep.loadFailed', { message: query.error instanceof ApiError ? (query.error.serverMessage ?? query.error.message) : query.error.message })}</Notice>
        <div className="form-actions">
          <Button variant="secondary" onClick={onBack}>
            {backLabel}
          </Button>
          <Button onClick={() => void query.refetch()}>{t('reviewStep.retry')}</Button>
        </div>
      </Card>
    );
  }
  if (!hasFormData(query.data.formData)) {
    return (
      <Card>
        {title}
        <Notice tone="warning">{i765 ? t('reviewStep.noDataI765') : t('reviewStep.noDataI485')}</Notice>
        <div className="form-actions">
          <Button variant="secondary" onClick={onBack}>
            {backLabel}
          </Button>
        </div>
      </Card>
    );
  }
  const Review = i765 ? I765Review : I485Review;
  return (
    <>
      <AttorneyChanges sessionId={sessionId} />
      <AttorneyCommentsProvider sessionId={sessionId}>
        <Suspense fallback={<Loading />}>
          {/* A kept or undone change reloads the form with the value it now has. */}
          <Review key={query.dataUpdatedAt} sessionId={sessionId} view={query.data} onBack={onBack} onContinue={onContinue} />
        </Suspense>
      </AttorneyCommentsProvider>
    </>
  );
};
