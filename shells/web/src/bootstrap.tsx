import '@formpath/ui/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@formpath/i18n';
import { App } from './app/app.js';
import { languageOfPath } from './language/route-language.js';

// The route's language is loaded before the first paint: a Spanish page never flashes English.
void initI18n(languageOfPath(window.location.pathname, window.location.search)).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // A pre-rendered landing page is hydrated (kept as painted); every other page renders here.
  if (root.dataset['prerendered'] === window.location.pathname) hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
});
