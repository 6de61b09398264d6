import type { ReactNode } from 'react';

export interface SectionProps {
  /** Unique on the page: the heading's id is `${id}-title`. */
  id: string;
  title: string;
  intro?: string | null;
  /** `alt`: a white band, to tell neighbouring sections apart. */
  tone?: 'plain' | 'alt';
  children?: ReactNode;
}

/** A landing page section: a region named by its h2, an optional intro, then the content. */
export const Section = ({ id, title, intro, tone = 'plain', children }: SectionProps) => (
  <section className={`mk-section mk-section-${tone}`} aria-labelledby={`${id}-title`}>
    <div className="container">
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p className="mk-intro">{intro}</p>}
      {children}
    </div>
  </section>
);
