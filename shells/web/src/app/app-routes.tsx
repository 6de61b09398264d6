import { Route, Routes } from 'react-router-dom';
import type { Language } from '@formpath/i18n';
import { ProtectedRoute } from '../auth/protected-route.js';
import { LanguageSwitcher } from '../language/language-switcher.js';
import { wizardRoutes } from '../language/route-language.js';
import { AppHeader } from '../layout/app-header.js';
import { ExitIntentPopup } from '../lead-capture/exit-intent-popup.js';
import { UnsubscribePage } from '../lead-capture/unsubscribe-page.js';
import { HomePage } from '../pages/home-page.js';
import { AsylumLanding, MarriageLanding } from '../pages/marketing/index.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RemoteRoute } from '../remotes/remote-route.js';
import { WizardStepRedirect } from './wizard-step-redirect.js';

const flavours = { en: 'english', es: 'spanish', tl: 'filipino' } as const;

/**
 * /app, /spanish/app and /marriagefilipino: one wizard. The three routes render the same element
 * types in the same places, so switching language re-renders the wizard without remounting it.
 */
const WizardRoute = ({ language }: { language: Language }) => (
  <ProtectedRoute page={wizardRoutes[language]}>
    {language === 'en' ? <AppHeader /> : null}
    <LanguageSwitcher current={language} />
    <RemoteRoute remote="wizard" module="App" props={{ flavour: flavours[language] }} />
  </ProtectedRoute>
);

/** Routes of spec 1 §2 and spec 2 §2; each feature area is a remote registered at runtime. */
export const AppRoutes = () => (
  <Routes>
    <Route
      path="/"
      element={
        <>
          <HomePage />
          <ExitIntentPopup />
        </>
      }
    />
    {(Object.keys(wizardRoutes) as Language[]).map((language) => (
      <Route key={language} path={wizardRoutes[language]} element={<WizardRoute language={language} />} />
    ))}
    {(['/i485-guide', '/i765-guide'] as const).map((path) => (
      <Route key={path} path={path} element={<ProtectedRoute page={path}><RemoteRoute remote="wizard" module="FieldGuide" /></ProtectedRoute>} />
    ))}
    <Route path="/review" element={<WizardStepRedirect step={4} />} />
    <Route path="/generate" element={<WizardStepRedirect step={6} />} />
    <Route path="/asylum/guide" element={<ProtectedRoute page="/asylum/guide"><RemoteRoute remote="asylum" module="App" /></ProtectedRoute>} />
    <Route path="/asiloespanol/guia" element={<RemoteRoute remote="asylum" module="App" />} />
    <Route path="/attorney-review/:token" element={<RemoteRoute remote="review" module="App" />} />
    <Route path="/admin" element={<RemoteRoute remote="admin" module="App" />} />
    <Route path="/adminialternative" element={<RemoteRoute remote="admin" module="App" />} />
    <Route path="/unsubscribe" element={<UnsubscribePage />} />
    <Route
      path="/marriage"
      element={
        <>
          <MarriageLanding variant="english" />
          <ExitIntentPopup />
        </>
      }
    />
    <Route path="/spanish" element={<MarriageLanding variant="spanish" />} />
    <Route path="/asylum" element={<AsylumLanding variant="english" />} />
    <Route path="/asiloespanol" element={<AsylumLanding variant="spanish" />} />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
