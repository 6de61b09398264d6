import type { ReactNode } from 'react';

export interface CollapsibleSectionProps {
  id: string;
  title: ReactNode;
  /** A badge beside the title ("Required", a count of empty fields…). */
  badge?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A section whose heading is a disclosure button. The content stays mounted when closed (hidden),
 * so a form keeps every value and registration.
 */
export const CollapsibleSection = ({ id, title, badge, open, onOpenChange, children }: CollapsibleSectionProps) => (
  <section className="form-section" aria-labelledby={`${id}-title`}>
    <h3 className="form-section-heading">
      <button
        type="button"
        className="form-section-toggle"
        id={`${id}-title`}
        aria-expanded={open}
        aria-controls={`${id}-content`}
        onClick={() => onOpenChange(!open)}
      >
        <span className="form-section-chevron" aria-hidden="true" data-open={open} />
        <span className="form-section-title">{title}</span>
        {badge}
      </button>
    </h3>
    <div className="form-section-content" id={`${id}-content`} hidden={!open}>
      {children}
    </div>
  </section>
);

/** A grid of field rows: one column on phones, two or three on wider screens. */
export const FieldGrid = ({ children }: { children: ReactNode }) => <div className="form-grid">{children}</div>;

export interface RepeatableItemProps {
  legend: string;
  /** The remove button's accessible name ("Remove address 2"). */
  removeLabel: string;
  /** Its visible text ("Remove"). */
  removeText: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One entry of an add/remove list: a fieldset named by its legend, with its remove button. */
export const RepeatableItem = ({ legend, removeLabel, removeText, onRemove, children }: RepeatableItemProps) => (
  <fieldset className="form-item">
    <legend className="form-item-legend">{legend}</legend>
    <div className="form-item-actions">
      <button type="button" className="btn btn-secondary form-item-remove" aria-label={removeLabel} onClick={onRemove}>
        {removeText}
      </button>
    </div>
    {children}
  </fieldset>
);
