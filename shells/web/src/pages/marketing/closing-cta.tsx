import { Link } from 'react-router-dom';
import { useContent } from './use-content.js';

/** The last call to action. `k` is the key of { title, text, cta }. */
export const ClosingCta = ({ id, k, to }: { id: string; k: string; to: string }) => {
  const { t } = useContent();
  return (
    <section className="mk-section mk-closing" aria-labelledby={`${id}-title`}>
      <div className="container mk-closing-inner">
        <h2 id={`${id}-title`}>{t(`${k}.title`)}</h2>
        <p>{t(`${k}.text`)}</p>
        <Link to={to} className="btn btn-primary mk-cta">
          {t(`${k}.cta`)}
        </Link>
      </div>
    </section>
  );
};
