import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RepeatableItem } from '@formpath/ui';
import { RowContext, inputId } from './review-context.js';

/** The form path and the evidence path of one field of a row. */
export type RowPaths = (field: string) => { name: string; evidencePath: string | null };

export interface ReviewListProps {
  /** The list's form path (address_history_5_years). */
  name: string;
  /** The most rows the data model accepts. */
  max: number;
  newRow: () => object;
  /** The row field focused after "Add" (e.g. "street"). */
  firstField: string;
  addLabel: string;
  emptyText: string;
  itemLegend: (n: number) => string;
  removeLabel: (n: number) => string;
  children: (paths: RowPaths, index: number) => ReactNode;
}

type ListError = { message?: string; root?: { message?: string } } | undefined;

/** The form model's verdict on the list itself (too many entries), kept by the resolver at its root. */
const useListError = (name: string): string | undefined => {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name, exact: true });
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as ListError;
  return error?.root?.message ?? error?.message;
};

/**
 * An add/remove list on a react-hook-form field array. Each row remembers the index it had when the
 * form was loaded, because the evidence of extractedData.fields is keyed by that index.
 */
export const ReviewList = ({ name, max, newRow, firstField, addLabel, emptyText, itemLegend, removeLabel, children }: ReviewListProps) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useListError(name);
  const [origins, setOrigins] = useState<Array<number | null>>(() => fields.map((_, i) => i));
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRow === null) return;
    document.getElementById(inputId(`${name}.${focusRow}.${firstField}`))?.focus();
    setFocusRow(null);
  }, [focusRow, name, firstField]);

  const add = () => {
    append(newRow(), { shouldFocus: false });
    setOrigins((o) => [...o, null]);
    setFocusRow(fields.length);
  };
  const removeAt = (index: number) => {
    remove(index);
    setOrigins((o) => o.filter((_, i) => i !== index));
    addButton.current?.focus();
  };

  return (
    <div className="form-list">
      {fields.length === 0 && <p className="muted">{emptyText}</p>}
      {fields.map((row, index) => {
        const origin = origins[index] ?? null;
        const paths: RowPaths = (field) => ({
          name: `${name}.${index}.${field}`,
          evidencePath: origin === null ? null : `${name}.${origin}.${field}`,
        });
        return (
          <RepeatableItem key={row.id} legend={itemLegend(index + 1)} removeLabel={removeLabel(index + 1)} removeText={t('reviewStep.list.remove')} onRemove={() => removeAt(index)}>
            <RowContext.Provider value={itemLegend(index + 1)}>{children(paths, index)}</RowContext.Provider>
          </RepeatableItem>
        );
      })}
      <div className="row">
        <button ref={addButton} type="button" className="btn btn-secondary" onClick={add} disabled={fields.length >= max}>
          {addLabel}
        </button>
        {fields.length >= max && <span className="muted">{t('reviewStep.list.max', { max })}</span>}
      </div>
      {listError && (
        <p className="form-error" id={`${inputId(name)}-error`}>
          {listError}
        </p>
      )}
    </div>
  );
};
