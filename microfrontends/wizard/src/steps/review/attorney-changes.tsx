import { useTranslation } from 'react-i18next';
import { answerLabel } from '@formpath/i18n';
import { Badge, Button, Card, toast } from '@formpath/ui';
import { reviewLinkErrorMessage, useResolveReviewChange, useReviewStatus } from '@formpath/web-data';

/**
 * What the attorney changed (old and new value) and commented on, above the review: the
 * applicant keeps or undoes each change; undoing puts their own value back in the form.
 */
export const AttorneyChanges = ({ sessionId }: { sessionId: string }) => {
  const { t } = useTranslation();
  const review = useReviewStatus(sessionId);
  const resolve = useResolveReviewChange(sessionId);
  const changes = review.data?.changes ?? [];
  if (changes.length === 0) return null;

  const act = (changeId: string, resolution: 'accepted' | 'undone') =>
    resolve.mutate(
      { changeId, resolution },
      {
        // The pressed button goes away: focus stays on the change it was about.
        onSuccess: () => document.getElementById(`attorney-change-${changeId}`)?.focus(),
        onError: (err) => toast({ title: t('reviewStep.attorney.failed'), description: reviewLinkErrorMessage(err, t('reviewStep.attorney.failedText')), variant: 'destructive' }),
      },
    );

  return (
    <Card className="attorney-changes">
      <h3>{t('reviewStep.attorney.title')}</h3>
      <p className="muted">{t('reviewStep.attorney.intro')}</p>
      <ul className="attorney-change-list">
        {changes.map((change) => {
          const isChange = change.oldValue !== null && change.newValue !== null;
          const label = answerLabel(change.path);
          return (
            <li key={change.id} id={`attorney-change-${change.id}`} tabIndex={-1} className="attorney-change" data-resolution={change.resolution}>
              <p className="attorney-change-field">
                <strong>{label}</strong>{' '}
                {change.resolution !== 'open' && <Badge tone={change.resolution === 'accepted' ? 'success' : 'neutral'}>{t(`reviewStep.attorney.resolution.${change.resolution}`)}</Badge>}
              </p>
              {isChange && (
                <p className="attorney-change-values">
                  {t('reviewStep.attorney.fromTo', { old: change.oldValue || t('reviewStep.attorney.empty'), new: change.newValue || t('reviewStep.attorney.empty') })}
                </p>
              )}
              {change.comment && <blockquote className="attorney-comment">{t('reviewStep.attorney.comment', { text: change.comment })}</blockquote>}
              <div className="attorney-change-actions">
                {isChange && change.resolution !== 'undone' && (
                  <Button variant="secondary" disabled={resolve.isPending} onClick={() => act(change.id, 'undone')} aria-label={t('reviewStep.attorney.undoLabel', { field: label })}>
                    {t('reviewStep.attorney.undo')}
                  </Button>
                )}
                {change.resolution !== 'accepted' && (
                  <Button disabled={resolve.isPending} onClick={() => act(change.id, 'accepted')} aria-label={t(isChange ? 'reviewStep.attorney.keepLabel' : 'reviewStep.attorney.ackLabel', { field: label })}>
                    {isChange ? t('reviewStep.attorney.keep') : t('reviewStep.attorney.ack')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
