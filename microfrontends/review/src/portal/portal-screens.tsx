import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@formpath/i18n';
import { useNavigate } from 'react-router-dom';
import type { ReviewVerdict } from '@formpath/contracts';
import { Button, Card, LoadingCard } from '@formpath/ui';

const ReturnHome = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/')}>{t('reviewPortal.returnHome')}</Button>;
};

const Screen = ({ title, role, children }: { title: string; role?: 'alert' | 'status'; children: ReactNode }) => (
  <Card className="portal-screen" role={role}>
    <h2 tabIndex={-1}>{title}</h2>
    {children}
    <ReturnHome />
  </Card>
);

export const PortalLoading = () => {
  const { t } = useTranslation();
  return <LoadingCard text={t('reviewPortal.loading')} />;
};

/** Spec 2 §8: an error whose message says "expired". */
export const LinkExpired = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('reviewPortal.expiredTitle')} role="alert">
      <p>{t('reviewPortal.expiredText')}</p>
    </Screen>
  );
};

export const LoadError = ({ message }: { message: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <Screen title={t('reviewPortal.errorTitle')} role="alert">
      <p>{message ?? t('reviewPortal.errorText')}</p>
    </Screen>
  );
};

export const NotReady = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('reviewPortal.title')}>
      <p>{t('reviewPortal.notReady')}</p>
    </Screen>
  );
};

/** After a submit (or on reopening a link already used): the review is final for this link. */
export const Submitted = ({ verdict, submittedAt, changedFields }: { verdict: ReviewVerdict; submittedAt: string; changedFields: number | undefined }) => {
  const { t } = useTranslation();
  const date = useDateFormat()(submittedAt);
  return (
    <Screen title={t('reviewPortal.doneTitle')} role="status">
      <p>{t('reviewPortal.doneText')}</p>
      <p>{t('reviewPortal.doneStatus', { status: t(`reviewPortal.statuses.${verdict}`), date })}</p>
      {changedFields !== undefined && <p>{t('reviewPortal.changedCount', { count: changedFields })}</p>}
    </Screen>
  );
};
