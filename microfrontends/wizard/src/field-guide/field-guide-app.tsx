import './field-guide.css';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loadFormStyles } from '@formpath/ui';
import { ApiError, useFieldGuide, useLatestApplication } from '@formpath/web-data';
import { GuideFailed, GuideLoading, GuideNotReady, SessionNotFound } from './guide-screens.js';
import { guideHref, guideRoutes, reviewHref } from './guide-links.js';

// The guide (filters, pages, thumbnails) loads with the form styles it shares with the review.
const GuideView = lazy(async () => {
  const [module] = await Promise.all([import('./guide-view.js'), loadFormStyles()]);
  return { default: module.GuideView };
});

/**
 * /i485-guide and /i765-guide (spec 2 §2): the session from `?session=`, else the applicant's
 * current application; the guide of that application's form, whichever route opened it.
 */
const FieldGuideApp = () => {
  const [params] = useSearchParams();
  const fromUrl = params.get('session') ?? undefined;
  const latest = useLatestApplication({ enabled: !fromUrl });
  const sessionId = fromUrl ?? latest.data?.application?.sessionId;
  const guide = useFieldGuide(sessionId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const language = i18n.language;

  // The application decides the form: an I-765 opened at /i485-guide moves to /i765-guide.
  const form = guide.data?.formType;
  useEffect(() => {
    if (form && sessionId && pathname !== guideRoutes[form]) void navigate(guideHref(form, sessionId, language), { replace: true });
  }, [form, sessionId, pathname, navigate, language]);

  const body = () => {
    if (!fromUrl && latest.isPending) return <GuideLoading />;
    // The current application could not be looked up: a failure to retry, not a missing session.
    if (!fromUrl && latest.isError) return <GuideFailed onRetry={() => void latest.refetch()} backHref="/app" />;
    if (!sessionId) return <SessionNotFound reason="missing" />;
    if (guide.isPending) return <GuideLoading />;
    if (guide.isError) {
      const err = guide.error;
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <SessionNotFound reason="notFound" />;
      if (err instanceof ApiError && err.serverCode === 'FIELD_GUIDE_NOT_READY') return <GuideNotReady message={err.serverMessage ?? err.message} />;
      return <GuideFailed onRetry={() => void guide.refetch()} backHref={reviewHref(sessionId, language)} />;
    }
    return (
      <Suspense fallback={<GuideLoading />}>
        <GuideView guide={guide.data} sessionId={sessionId} />
      </Suspense>
    );
  };
  return <div className="container guide-app">{body()}</div>;
};

export default FieldGuideApp;
