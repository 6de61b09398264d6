import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { trackConversion } from '@formpath/web-data';
import { useContent } from './use-content.js';

/**
 * The page's h1 (its LCP element: text only, drawn from the shell's own CSS), a lead, the main
 * call to action and a note. `k` is the key of { title, lead, cta, note }.
 */
export const Hero = ({ k, to, children }: { k: string; to: string; children?: ReactNode }) => {
  const { t } = useContent();
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="container">
        <h1 id="mk-hero-title">{t(`${k}.title`)}</h1>
        <p className="mk-lead">{t(`${k}.lead`)}</p>
        <div className="mk-actions">
          <Link to={to} className="btn btn-primary mk-cta" onClick={() => void trackConversion('cta_primary_click', { source: to })}>
            {t(`${k}.cta`)}
          </Link>
        </div>
        <p className="mk-note">{t(`${k}.note`)}</p>
        {children}
      </div>
    </section>
  );
};
