import { DomainError, editableFields, isFormDate, type FormType } from '@formpath/contracts';
import { states } from '@formpath/forms';

// Spec 2 §3: the 50 states and DC by two-letter code.
const territories = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);
const isStateCode = (value: string) => states.has(value) && !territories.has(value);

/**
 * What an attorney's submit may change: only the editable fields of spec 2 §3 (dates
 * mm/dd/yyyy, states by code), and comments on fields the application has. Answers the
 * changed values and the non-empty comments, or throws what is wrong.
 */
export const checkEdits = (formType: FormType, current: Record<string, string>, edited: Record<string, string>, comments: Record<string, string>) => {
  const unknown = [...Object.keys(edited), ...Object.keys(comments)].find((path) => !Object.hasOwn(current, path));
  if (unknown) throw new DomainError('REVIEW_FIELD_UNKNOWN', `The review changes a field this application does not have: ${unknown}.`);
  const values = Object.fromEntries(Object.entries(edited).filter(([path, value]) => current[path] !== value));
  const editable = editableFields(formType);
  for (const [path, value] of Object.entries(values)) {
    const field = editable.get(path);
    if (!field) throw new DomainError('REVIEW_FIELD_NOT_EDITABLE', `The review changes a field a reviewer cannot edit (${path}). Leave a comment on it instead.`);
    const text = value.trim();
    if (field.kind === 'date' && text && !isFormDate(text)) throw new DomainError('VALIDATION_FAILED', `Dates are written mm/dd/yyyy (${path}: "${value.slice(0, 40)}").`, { field: path });
    if (field.kind === 'state' && text && !isStateCode(text)) throw new DomainError('VALIDATION_FAILED', `A state is one of the 50 states or DC by its two-letter code (${path}).`, { field: path });
  }
  const notes = new Map(Object.entries(comments).flatMap(([path, text]) => (text.trim() ? [[path, text.trim()] as const] : [])));
  return { values, comments: notes };
};
