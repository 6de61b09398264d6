import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@formpath/i18n';
import { wizardRoutes } from './route-language.js';

// Each language names itself, so a reader finds theirs whatever the page's language.
const names: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', tl: 'Tagalog' };

/**
 * Moves between /app, /spanish/app and /marriagefilipino. The wizard stays mounted (same route
 * element, new props) and resumes from the server anyway, so the applicant keeps their place.
 */
export const LanguageSwitcher = ({ current }: { current: Language }) => {
  const { t } = useTranslation();
  return (
    <nav className="container language-switcher" aria-label={t('languageSwitcher.label')}>
      <span className="muted" aria-hidden="true">
        {t('languageSwitcher.label')}:
      </span>
      <ul>
        {(Object.keys(wizardRoutes) as Language[]).map((language) => (
          <li key={language}>
            <Link to={wizardRoutes[language]} lang={language} hrefLang={language} aria-current={language === current ? 'true' : undefined} replace>
              {names[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
