import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth/protected-route.js';
import { AppHeader } from '../layout/app-header.js';
import { HomePage } from '../pages/home-page.js';
import { NotAvailablePage } from '../pages/not-available-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RemoteRoute } from '../remotes/remote-route.js';

/** Routes of spec 1 §2 and spec 2 §2; each feature area is a remote registered at runtime. */
export const AppRoutes = () => (
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route
      path="/app"
      element={
        <ProtectedRoute page="/app">
          <AppHeader />
          <RemoteRoute remote="wizard" module="App" />
        </ProtectedRoute>
      }
    />
    <Route path="/i485-guide" element={<ProtectedRoute page="/i485-guide"><NotAvailablePage /></ProtectedRoute>} />
    <Route path="/spanish/app" element={<ProtectedRoute page="/spanish/app"><RemoteRoute remote="localized" module="App" /></ProtectedRoute>} />
    <Route path="/marriagefilipino" element={<ProtectedRoute page="/marriagefilipino"><RemoteRoute remote="localized" module="App" /></ProtectedRoute>} />
    <Route path="/asylum/guide" element={<ProtectedRoute page="/asylum/guide"><RemoteRoute remote="asylum" module="App" /></ProtectedRoute>} />
    <Route path="/asiloespanol/guia" element={<RemoteRoute remote="asylum" module="App" />} />
    <Route path="/attorney-review/:token" element={<RemoteRoute remote="review" module="App" />} />
    <Route path="/admin" element={<RemoteRoute remote="admin" module="App" />} />
    <Route path="/adminialternative" element={<RemoteRoute remote="admin" module="App" />} />
    {['/marriage', '/spanish', '/asylum', '/asiloespanol'].map((path) => (
      <Route key={path} path={path} element={<NotAvailablePage />} />
    ))}
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
