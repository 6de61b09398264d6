import { ExternalLink } from './external-link.js';
import { officialLinks } from './links.js';
import { useContent } from './use-content.js';

/** The asylum one-year filing deadline, stated plainly, with its exceptions (INA §208(a)(2)). */
export const DeadlineNotice = () => {
  const { t, list } = useContent();
  return (
    <section className="mk-section mk-deadline-band" aria-labelledby="mk-deadline-title">
      <div className="container">
        <div className="mk-deadline">
          <h2 id="mk-deadline-title">
            <svg className="mk-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v6.4l4 2.4-1 1.7-5-3V7h2Z" />
            </svg>
            {t('marketing.asylum.deadline.title')}
          </h2>
          <p>{t('marketing.asylum.deadline.text')}</p>
          <ul>
            {list<string>('marketing.asylum.deadline.exceptions').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mk-deadline-after">{t('marketing.asylum.deadline.after')}</p>
          <ExternalLink href={officialLinks.uscisAsylum} className="mk-link">
            {t('marketing.asylum.deadline.link')}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
};
