import type { ReactNode } from 'react';

/** The ids a field's label, hint, error and provenance use, from the input's id. */
export const fieldIds = (id: string) => ({ input: id, hint: `${id}-hint`, error: `${id}-error`, provenance: `${id}-source` });

/** The ids an input should be described by: only those of parts actually shown. */
export const describedBy = (id: string, parts: { hint?: boolean; error?: boolean; provenance?: boolean }): string | undefined => {
  const ids = fieldIds(id);
  const list = [parts.error && ids.error, parts.hint && ids.hint, parts.provenance && ids.provenance].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
};

export interface FieldRowProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown when a value the form needs is empty (e.g. "Needed"). */
  neededMarker?: ReactNode;
  /** Shown when the value needs the applicant's check (low confidence, documents disagree). */
  attention?: boolean;
  /** The provenance display, below the input. */
  provenance?: ReactNode;
  /** The input itself, described by `describedBy(id, …)`. */
  children: ReactNode;
  /** Wide rows span the whole grid line. */
  wide?: boolean;
}

/** One labelled field: label, hint, the input, its error and where its value came from. */
export const FieldRow = ({ id, label, hint, error, neededMarker, attention, provenance, children, wide }: FieldRowProps) => {
  const ids = fieldIds(id);
  return (
    <div
      className={['form-field', wide && 'form-field-wide'].filter(Boolean).join(' ')}
      data-needed={neededMarker ? 'true' : undefined}
      data-attention={attention ? 'true' : undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <div className="form-label-line">
        <label className="form-label" htmlFor={ids.input}>
          {label}
        </label>
        {neededMarker && <span className="form-needed">{neededMarker}</span>}
      </div>
      {hint && (
        <p className="form-hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="form-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      {provenance && (
        <div className="form-provenance" id={ids.provenance}>
          {provenance}
        </div>
      )}
    </div>
  );
};
