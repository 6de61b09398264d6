import '@formpath/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@formpath/i18n';
import { App } from './app/app.js';

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
});
