import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@formpath/ui';
import { NotAvailablePage } from '../pages/not-available-page.js';
import { loadRemoteModule, remoteManifest } from './federation.js';

class RemoteErrorBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed to load', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="container center" role="status">
      <div className="spinner" aria-hidden="true" />
      <p className="muted">{t('remote.loading')}</p>
    </div>
  );
};

const LoadFailed = ({ retry }: { retry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="container gate">
      <Card role="alert">
        <h2>{t('remote.failedTitle')}</h2>
        <p className="muted">{t('remote.failedText')}</p>
        <Button onClick={retry}>{t('remote.retry')}</Button>
      </Card>
    </div>
  );
};

/**
 * Renders a remote's exposed module with `props`; an unbuilt remote is "not available yet", a
 * failed load offers a retry. New props re-render the loaded module, they never remount it.
 */
export const RemoteRoute = ({ remote, module, props = {} }: { remote: string; module: string; props?: Record<string, unknown> }) => {
  const [attempt, setAttempt] = useState(0);
  const manifest = useQuery({ queryKey: ['remote-manifest'], queryFn: remoteManifest });
  const entry = manifest.data?.find((r) => r.name === remote);

  const Remote = useMemo(
    () =>
      entry
        ? lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(entry, module, attempt > 0)).default }))
        : null,
    [entry, module, attempt],
  );

  if (manifest.isLoading) return <Loading />;
  if (manifest.isError) return <LoadFailed retry={() => void manifest.refetch()} />;
  if (!Remote) return <NotAvailablePage />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <LoadFailed retry={retry} />}>
      <Suspense fallback={<Loading />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
