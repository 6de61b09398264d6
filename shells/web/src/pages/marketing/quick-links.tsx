import { Link } from 'react-router-dom';
import { trackConversion } from '@formpath/web-data';
import { useContent } from './use-content.js';

const links = [
  { to: '/marriage', key: 'marriage' },
  { to: '/asylum', key: 'asylum' },
  { to: '/asiloespanol', key: 'asiloespanol' },
] as const;

/** The home hero's shortcuts to the audience pages (spec 2 §2). */
export const QuickLinks = () => {
  const { t } = useContent();
  const k = 'marketing.home.hero';
  return (
    <nav className="mk-quick" aria-labelledby="mk-quick-title">
      <p className="mk-quick-title" id="mk-quick-title">
        {t(`${k}.quickLinksLabel`)}
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="mk-pill" onClick={() => void trackConversion('cta_quick_form_click', { source: link.to })}>
              {t(`${k}.quickLinks.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
