import './review.css';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ReviewSubmitResult } from '@formpath/contracts';
import { loadFormStyles } from '@formpath/ui';
import { isExpiredLinkError, portalErrorMessage, useReviewPortal } from '@formpath/web-data';
import { LinkExpired, LoadError, NotReady, PortalLoading, Submitted } from './portal/portal-screens.js';

// The form (react-hook-form, every answer) loads with the form styles once the link is known good.
const ReviewForm = lazy(async () => {
  const [module] = await Promise.all([import('./portal/review-form.js'), loadFormStyles()]);
  return { default: module.ReviewForm };
});

/** The attorney review portal (/attorney-review/:token): no account, the link is the credential. */
const ReviewApp = () => {
  const { token = '' } = useParams();
  const view = useReviewPortal(token);
  const [done, setDone] = useState<ReviewSubmitResult | null>(null);

  // Focus moves to the heading of each new screen (not of the first one: the page just loaded).
  const area = useRef<HTMLDivElement>(null);
  const screen = view.isPending ? 'loading' : view.isError ? 'error' : done || view.data.submitted ? 'done' : 'form';
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (screen === 'loading') return;
    if (shown.current !== undefined && shown.current !== screen) area.current?.querySelector<HTMLElement>('h2')?.focus();
    shown.current = screen;
  }, [screen]);

  let content;
  if (view.isPending) content = <PortalLoading />;
  else if (view.isError) content = isExpiredLinkError(view.error) ? <LinkExpired /> : <LoadError message={portalErrorMessage(view.error)} />;
  else if (done) content = <Submitted verdict={done.reviewStatus} submittedAt={done.submittedAt} changedFields={done.changedFields} />;
  else if (view.data.submitted) content = <Submitted verdict={view.data.submitted.reviewStatus} submittedAt={view.data.submitted.submittedAt} changedFields={undefined} />;
  else if (!view.data.formData) content = <NotReady />;
  else {
    const formData = view.data.formData;
    content = (
      <Suspense fallback={<PortalLoading />}>
        <ReviewForm token={token} view={{ ...view.data, formData }} onSubmitted={setDone} />
      </Suspense>
    );
  }
  return (
    <div ref={area} className="container portal">
      {content}
    </div>
  );
};

export default ReviewApp;
