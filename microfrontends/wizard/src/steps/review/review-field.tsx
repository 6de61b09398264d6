import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, FieldRow, SelectInput, TextInput, describedBy } from '@formpath/ui';
import { useAttorneyComment } from './attorney-comments.js';
import { FieldProvenance } from './provenance-display.js';
import { inputId, isEmptyValue, isFlagged, useRegisterField, useReview } from './review-context.js';
import { optionLists, type OptionListName } from './options.js';

export type DateHint = 'date' | 'monthYear' | 'monthYearOrPresent';

export interface ReviewFieldProps {
  /** The form path, also the key of extractedData.fields. */
  name: string;
  /** Where this field's evidence is kept, when it differs from `name` (list rows); null: none. */
  evidencePath?: string | null;
  label: string;
  /** A date hint of spec 1 §5, or any other hint text. */
  hint?: DateHint | { text: string };
  needed?: boolean;
  /** An option list of spec 1 §5: the field is a select. */
  options?: OptionListName;
  wide?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}

const useFieldState = (name: string, evidencePath: string | null) => {
  const { control } = useFormContext();
  const { errors, dirtyFields } = useFormState({ control, name });
  const value: unknown = useWatch({ control, name });
  const { evidence } = useReview();
  const pick = (tree: unknown) => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  return {
    value,
    error: (pick(errors) as { message?: string } | undefined)?.message,
    dirty: !!pick(dirtyFields),
    fieldEvidence: evidencePath ? evidence[evidencePath] : undefined,
  };
};

/**
 * One answer: a text input or a select, with its hint, error, "Needed" marker and provenance. Its
 * limits are the form model's (libs/contracts), checked by the form's resolver, not rules here.
 */
export const ReviewField = ({ name, evidencePath = name, label, hint, needed = false, options, wide, inputMode, autoComplete }: ReviewFieldProps) => {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext();
  const { value, error, dirty, fieldEvidence } = useFieldState(name, evidencePath);
  useRegisterField({ name, label, needed, evidencePath });
  const id = inputId(name);
  const text = typeof value === 'string' ? value : '';
  const hintText = hint === undefined ? undefined : typeof hint === 'string' ? t(`reviewStep.hints.${hint}`) : hint.text;
  const provenance = fieldEvidence && evidencePath && (
    <FieldProvenance
      id={id}
      label={label}
      evidence={fieldEvidence}
      evidencePath={evidencePath}
      value={text}
      dirty={dirty}
      onSet={(v) => setValue(name, v, { shouldDirty: true, shouldValidate: true })}
    />
  );
  const comment = useAttorneyComment(name);
  const reviewerNote = comment && <p className="attorney-inline">{t('reviewStep.attorney.inline', { text: comment })}</p>;
  const aria = describedBy(id, { hint: !!hintText, error: !!error, provenance: !!(provenance || reviewerNote) });
  return (
    <FieldRow
      id={id}
      label={label}
      hint={hintText}
      error={error}
      neededMarker={needed && isEmptyValue(value) ? t('reviewStep.needed') : undefined}
      attention={isFlagged(fieldEvidence) && !dirty}
      provenance={provenance || reviewerNote ? (
        <>
          {reviewerNote}
          {provenance}
        </>
      ) : undefined}
      wide={wide}
    >
      {options ? (
        <SelectInput
          id={id}
          options={optionLists[options].map((o) => ({ value: o.value, label: t(`reviewStep.options.${options}.${o.id}`) }))}
          placeholder={t('reviewStep.select')}
          currentValue={text}
          invalid={!!error}
          aria-describedby={aria}
          {...register(name)}
        />
      ) : (
        <TextInput id={id} invalid={!!error} aria-describedby={aria} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} {...register(name)} />
      )}
    </FieldRow>
  );
};

/** A multi-select of spec 1 §5 (race) as a group of checkboxes. */
export const ReviewCheckboxGroup = ({ name, label, options, needed = false }: { name: string; label: string; options: OptionListName; needed?: boolean }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  useRegisterField({ name, label, needed, evidencePath: name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <div className="form-field form-field-wide" data-needed={needed && value.length === 0 ? 'true' : undefined}>
      <CheckboxGroup
        id={inputId(name)}
        ref={field.ref}
        legend={label}
        hint={t('reviewStep.hints.race')}
        neededMarker={needed && value.length === 0 ? t('reviewStep.needed') : undefined}
        options={optionLists[options].map((o) => ({ value: o.value, label: t(`reviewStep.options.${options}.${o.id}`) }))}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </div>
  );
};

/** A yes/no answer as one checkbox. */
export const ReviewCheckbox = ({ name, label }: { name: string; label: string }) => {
  const { register } = useFormContext();
  return (
    <div className="form-field">
      <Checkbox id={inputId(name)} label={label} {...register(name)} />
    </div>
  );
};
