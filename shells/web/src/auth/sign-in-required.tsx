import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Card, Tabs } from '@formpath/ui';
import { startOidcSignIn, trackConversion, useOidcConfig } from '@formpath/web-data';
import { AuthModal } from './auth-modal.js';
import { routeSignInTexts } from './route-sign-in-texts.js';

export const SignInRequired = ({ page }: { page: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const oidc = useOidcConfig();
  const [picked, setTab] = useState<string>();
  const [modalOpen, setModalOpen] = useState(false);
  const benefits = t('gate.benefits', { returnObjects: true }) as string[];
  const quickStartEnabled = Boolean(oidc.data?.enabled);
  // Quick Start is recommended where it works; without it, open on the method that does.
  const tab = picked ?? (oidc.isSuccess && !quickStartEnabled ? 'email' : 'quick');

  const selectTab = (value: string) => {
    setTab(value);
    void trackConversion(`auth_method_select_${value === 'quick' ? 'replit' : 'traditional'}`, { source: 'protected_route', metadata: { page } });
  };

  const quickStart = () => {
    void trackConversion('auth_attempt_replit', { source: 'protected_route', metadata: { page } });
    startOidcSignIn(`${window.location.pathname}${window.location.hash}`);
  };

  return (
    <div className="container gate">
      <Card>
        <h1>{t('gate.title')}</h1>
        <p className="muted">{t('gate.text')}</p>
        <Tabs
          label={t('gate.title')}
          value={tab}
          onValueChange={selectTab}
          items={[
            {
              value: 'quick',
              label: t('gate.quickStart'),
              content: (
                <div className="stack">
                  <div className="row">
                    <Badge tone="info">{t('gate.recommended')}</Badge>
                    <Badge>{t('gate.instant')}</Badge>
                    <Badge>{t('gate.secure')}</Badge>
                    <Badge>{t('gate.trusted')}</Badge>
                  </div>
                  <Button onClick={quickStart} disabled={!quickStartEnabled}>
                    {t('gate.quickStartButton', { name: oidc.data?.name || t('gate.identityProvider') })}
                  </Button>
                  {oidc.isSuccess && !quickStartEnabled && <p className="muted" role="note">{t('gate.quickStartUnavailable')}</p>}
                </div>
              ),
            },
            {
              value: 'email',
              label: t('gate.emailPassword'),
              content: <Button onClick={() => setModalOpen(true)}>{t('gate.openModal')}</Button>,
            },
          ]}
        />
        <ul className="benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => navigate('/')}>{t('gate.backHome')}</Button>
      </Card>
      <AuthModal open={modalOpen} onOpenChange={setModalOpen} source="protected_route" {...routeSignInTexts(t, page)} />
    </div>
  );
};
