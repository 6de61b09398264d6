import { useId } from 'react';
import { ExternalLink } from './external-link.js';
import { useContent } from './use-content.js';

interface GuidePart {
  title: string;
  text?: string;
  items?: string[];
}

export interface GuideLink {
  href: string;
  label: string;
}

/**
 * The content a capture gives at once (the 7-step guide, the asylum guide, the document
 * checklist). `k` is the key of { title, intro, steps | sections, outro, linksLabel? }: `steps`
 * are numbered, `sections` are lists of documents.
 */
export const Guide = ({ k, links = [] }: { k: string; links?: readonly GuideLink[] }) => {
  const { t, list, optional } = useContent();
  const titleId = useId();
  const steps = list<GuidePart>(`${k}.steps`);
  const sections = list<GuidePart>(`${k}.sections`);
  return (
    <article className="mk-guide" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(`${k}.title`)}</h3>
      <p>{t(`${k}.intro`)}</p>
      {steps.length > 0 && (
        <ol className="mk-guide-steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h4 className="mk-guide-step-title">{step.title}</h4>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      {sections.map((section) => (
        <div key={section.title} className="mk-guide-section">
          <h4 className="mk-guide-step-title">{section.title}</h4>
          <ul>
            {(section.items ?? []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <p>{t(`${k}.outro`)}</p>
      {links.length > 0 && (
        <ul className="mk-guide-links" aria-label={optional(`${k}.linksLabel`) ?? undefined}>
          {links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className="mk-link">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
};
