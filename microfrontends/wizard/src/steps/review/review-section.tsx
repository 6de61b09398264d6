import type { ReactNode } from 'react';
import { CollapsibleSection } from '@formpath/ui';
import { SectionContext, useReview } from './review-context.js';

export interface ReviewSectionProps {
  id: string;
  /** Shown before the title (the I-485's sections are numbered 1 to 8). */
  number?: number;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}

/** A collapsible section of the review, open at first; its fields know which section they are in. */
export const ReviewSection = ({ id, number, title, badge, children }: ReviewSectionProps) => {
  const { isOpen, setOpen } = useReview();
  return (
    <SectionContext.Provider value={{ id, title }}>
      <CollapsibleSection
        id={`review-section-${id}`}
        title={
          <>
            {number !== undefined && <span className="form-section-number">{number}</span>}
            {title}
          </>
        }
        badge={badge}
        open={isOpen(id)}
        onOpenChange={(open) => setOpen(id, open)}
      >
        {children}
      </CollapsibleSection>
    </SectionContext.Provider>
  );
};
