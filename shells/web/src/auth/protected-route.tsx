import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@formpath/ui';
import { trackConversion, useAuth } from '@formpath/web-data';

// The sign-in card and modal (tabs, dialog) load only when someone meets the gate.
const SignInRequired = lazy(async () => ({ default: (await import('./sign-in-required.js')).SignInRequired }));

/** Spec 1 §2 protected-area gate: checking, then the sign-in card, then the page. */
export const ProtectedRoute = ({ page, children }: { page: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { isLoading, isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();

  // The identity provider's callback sends failures back here as ?authError=.
  const authError = params.get('authError');
  useEffect(() => {
    if (!authError) return;
    toast({ title: t('auth.failedTitle'), description: authError, variant: 'destructive' });
    void trackConversion('auth_failure_replit', { source: 'protected_route', metadata: { page } });
    params.delete('authError');
    setParams(params, { replace: true });
  }, [authError, page, params, setParams, t]);

  const gated = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (gated) void trackConversion('auth_modal_open', { source: 'protected_route', metadata: { page } });
  }, [gated, page]);

  const checking = (
    <div className="container center stack" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{t('gate.checking')}</p>
    </div>
  );
  if (isLoading) return checking;
  if (!isAuthenticated) {
    return (
      <Suspense fallback={checking}>
        <SignInRequired page={page} />
      </Suspense>
    );
  }
  return <>{children}</>;
};
